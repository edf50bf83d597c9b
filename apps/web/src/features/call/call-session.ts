// A hands-free call (issue 21): the state machine that takes turns by voice. The learner speaks;
// the turn detector (voice activity detection, behind an interface so tests can drive it) says when
// they paused long enough; the turn goes up for recognition, the partner replies in the chat's own
// history, and the reply is spoken. Speaking over the partner stops them at once (barge-in).
// This module knows nothing of React, the microphone or the network: the page hands it services.
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Correction } from '@parley/contract/conversation';
import type { Assessment } from '@parley/contract/speech';
import { END_OF_TURN_PAUSE, clampPause } from '../../constants';
import { isApiError } from '../../lib/request/api-error';
import { describeError } from '../../lib/request/error-message';

export type CallPhase =
  /** Loading the voice model and opening the microphone. */
  | 'connecting'
  | 'listening'
  /** The learner is speaking (the detector heard speech, the turn is not over yet). */
  | 'hearing'
  | 'thinking'
  | 'speaking'
  | 'ended'
  /** No microphone, or this device cannot run voice detection: the page offers push-to-talk. */
  | 'unavailable';

export type UnavailableReason = 'denied' | 'missing' | 'unsupported';

/** Finds the end of a learner's turn in the microphone's sound. */
export interface TurnDetector {
  /** Opens the microphone and starts listening (again, after pause). */
  start(): Promise<void>;
  /** Stops listening and releases the microphone (mute). */
  pause(): Promise<void>;
  /** While the partner speaks only clearer speech counts, so their echo is not taken for the learner. */
  setGuarded(isGuarded: boolean): void;
  /** How long a silence ends the turn. */
  setEndOfTurnPause(ms: number): void;
  destroy(): Promise<void>;
}

export interface TurnDetectorEvents {
  /** Speech long enough not to be a click or a cough. */
  onSpeechStart(): void;
  /** The pause after speech was long enough: the turn, as 16 kHz mono samples. */
  onSpeechEnd(samples: Float32Array): void;
  /** What began like speech was too short to be a turn. */
  onMisfire(): void;
}

export type OpenTurnDetector = (events: TurnDetectorEvents, options: { endOfTurnPauseMs: number }) => Promise<TurnDetector>;

/** Says the partner's reply (reply-voice.ts: sentence by sentence through the shared player). */
export interface ReplyVoice {
  say(text: string, handlers: { onPlaying(): void; onDone(): void; onError(error: unknown): void }): void;
  /** Stops at once; the handlers of what was playing are not called again. */
  stop(): void;
}

export interface Heard {
  text: string;
  audioUrl: string | null;
  assessment: Assessment | null;
}

export interface CallServices {
  /** Uploads the turn and recognises it; `onUploaded` when the last byte has gone. */
  recognise(samples: Float32Array, onUploaded: () => void): Promise<Heard>;
  /** Sends the heard words as the learner's message; answers the partner's reply. */
  reply(heard: Heard): Promise<{ reply: string; correction: Correction | null }>;
  voice: ReplyVoice;
  now(): number;
}

/** Milliseconds per stage of one turn, from the moment its end was detected. */
export interface StageTimes {
  /** null when the browser did not report the upload's end (it is then inside recognition). */
  upload: number | null;
  recognition: number;
  reply: number;
  speech: number;
  /** End of turn → first audio of the reply. */
  total: number;
}

export interface CallTurn {
  id: number;
  heard: string;
  reply: string | null;
  correction: Correction | null;
  assessment: Assessment | null;
}

export interface CallState {
  phase: CallPhase;
  isMuted: boolean;
  turns: CallTurn[];
  unavailableReason: UnavailableReason | null;
  /** A short note for the learner about the last turn (not heard, could not reach the partner), in the interface language. */
  notice: string | null;
  lastTimes: StageTimes | null;
}


export function reasonOf(error: unknown): UnavailableReason {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'unsupported';
}

export const NOT_HEARD = msg`Sorry, I didn't catch that. Say it again?`;

/** What to tell the learner when a turn failed: an API error in the interface language, or the words of the page's own error. */
function noticeOf(error: unknown): string {
  if (isApiError(error)) return describeError(error);
  return error instanceof Error && error.message ? error.message : t`Something went wrong. Say it again?`;
}

export class CallSession {
  private state: CallState = { phase: 'connecting', isMuted: false, turns: [], unavailableReason: null, notice: null, lastTimes: null };
  private readonly listeners = new Set<() => void>();
  private detector: TurnDetector | null = null;
  /** Grows when a turn is abandoned (barge-in, end): answers for an older turn are dropped. */
  private turnTicket = 0;
  private nextTurnId = 1;
  private pauseMs: number;
  /** The learner began speaking while the partner was thinking: the reply must not talk over them. */
  private isTalkingWhileThinking = false;
  /** A turn the learner finished while the partner was still thinking: taken once the partner is done. */
  private heldTurn: Float32Array | null = null;

  constructor(
    private readonly services: CallServices,
    private readonly openDetector: OpenTurnDetector,
    options: { endOfTurnPauseMs?: number } = {},
  ) {
    this.pauseMs = clampPause(options.endOfTurnPauseMs ?? END_OF_TURN_PAUSE.defaultMs);
  }

  readonly getState = (): CallState => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private patchTurn(id: number, patch: Partial<CallTurn>) {
    this.set({ turns: this.state.turns.map((t) => (t.id === id ? { ...t, ...patch } : t)) });
  }

  async start(): Promise<void> {
    try {
      const detector = await this.openDetector(
        { onSpeechStart: () => this.speechStarted(), onSpeechEnd: (samples) => void this.turnEnded(samples), onMisfire: () => this.misfired() },
        { endOfTurnPauseMs: this.pauseMs },
      );
      if (this.state.phase === 'ended') {
        await detector.destroy();
        return;
      }
      this.detector = detector;
      await detector.start();
      if (this.state.phase === 'connecting') this.set({ phase: 'listening' });
    } catch (error) {
      if (this.state.phase === 'ended') return;
      await this.detector?.destroy().catch(() => undefined);
      this.detector = null;
      this.set({ phase: 'unavailable', unavailableReason: reasonOf(error) });
    }
  }

  private speechStarted() {
    const { phase, isMuted } = this.state;
    if (isMuted) return;
    if (phase === 'speaking') {
      // Barge-in: the learner wants the floor; the partner stops mid-sentence.
      this.turnTicket += 1;
      this.services.voice.stop();
      this.detector?.setGuarded(false);
      this.set({ phase: 'hearing', notice: null });
      this.isTalkingWhileThinking = false;
      this.services.voice.stop();
      this.detector?.setGuarded(false);
      this.set({ phase: 'hearing', notice: null });
    } else if (phase === 'listening') {
      this.set({ phase: 'hearing', notice: null });
    } else if (phase === 'thinking') {
      this.isTalkingWhileThinking = true;
    }
  }

  private misfired() {
    this.isTalkingWhileThinking = false;
    if (this.state.phase === 'hearing') this.set({ phase: 'listening' });
  }

  /** The partner is done (answered, failed or not heard): back to the learner, or to the turn they already took. */
  private backToListening(patch: Partial<CallState> = {}) {
    this.detector?.setGuarded(false);
    const held = this.heldTurn;
    this.heldTurn = null;
    this.set({ ...patch, phase: held || this.isTalkingWhileThinking ? 'hearing' : 'listening' });
    this.isTalkingWhileThinking = false;
    if (held) void this.turnEnded(held);
  }

  private async turnEnded(samples: Float32Array) {
    if (this.state.isMuted) return;
    if (this.state.phase === 'thinking') {
      this.heldTurn = samples;
      this.isTalkingWhileThinking = false;
      return;
    }
    if (this.state.phase !== 'hearing') return;
    const ticket = ++this.turnTicket;
    const { services } = this;
    const endedAt = services.now();
    let uploadedAt: number | null = null;
    this.set({ phase: 'thinking' });
    const current = () => ticket === this.turnTicket && this.state.phase !== 'ended';
    try {
      const heard = await services.recognise(samples, () => {
        uploadedAt ??= services.now();
      });
      if (!current()) return;
      const recognisedAt = services.now();
      const text = heard.text.trim();
      if (!text) {
        this.backToListening({ notice: i18n._(NOT_HEARD) });
        return;
      }
      const id = this.nextTurnId++;
      this.set({ turns: [...this.state.turns, { id, heard: text, reply: null, correction: null, assessment: heard.assessment }] });
      const answer = await services.reply({ ...heard, text });
      if (!current()) return;
      const repliedAt = services.now();
      this.patchTurn(id, { reply: answer.reply, correction: answer.correction });
      services.voice.say(answer.reply, {
        onPlaying: () => {
          if (!current()) return;
          const playingAt = services.now();
          const recognitionFrom = uploadedAt ?? endedAt;
          this.detector?.setGuarded(true);
          this.set({
            phase: 'speaking',
            lastTimes: {
              upload: uploadedAt === null ? null : uploadedAt - endedAt,
              recognition: recognisedAt - recognitionFrom,
              reply: repliedAt - recognisedAt,
              speech: playingAt - repliedAt,
              total: playingAt - endedAt,
            },
          });
          // The learner is already talking: the partner stops at once, as for any barge-in.
          if (this.isTalkingWhileThinking) this.speechStarted();
        },
        onDone: () => this.replyFinished(ticket),
        onError: () => {
          // The words are on screen; only the voice failed. The call goes on.
          if (!current()) return;
          this.backToListening({ notice: t`The reply could not be played. Read it on screen.` });
        },
      });
    } catch (error) {
      if (!current()) return;
      this.backToListening({ notice: noticeOf(error) });
    }
  }

  private replyFinished(ticket: number) {
    // Thinking too: a reply so short it ended before its start was reported.
    if (ticket !== this.turnTicket || (this.state.phase !== 'speaking' && this.state.phase !== 'thinking')) return;
    this.backToListening();
  }

  async setMuted(isMuted: boolean): Promise<void> {
    if (isMuted === this.state.isMuted || this.state.phase === 'ended' || this.state.phase === 'unavailable') return;
    // A turn being spoken when the learner mutes is dropped, not sent half-finished.
    if (isMuted) {
      this.heldTurn = null;
      this.isTalkingWhileThinking = false;
    }
    this.set({ isMuted, ...(isMuted && this.state.phase === 'hearing' ? { phase: 'listening' as const } : {}) });
    if (isMuted) await this.detector?.pause();
    else await this.detector?.start();
  }

  setEndOfTurnPause(ms: number) {
    this.pauseMs = clampPause(ms);
    this.detector?.setEndOfTurnPause(this.pauseMs);
  }

  async end(): Promise<void> {
    if (this.state.phase === 'ended') return;
    this.turnTicket += 1;
    this.heldTurn = null;
    this.services.voice.stop();
    this.set({ phase: 'ended' });
    const detector = this.detector;
    this.detector = null;
    await detector?.destroy().catch(() => undefined);
  }
}

/** What the end-of-call summary shows: the corrections and how clear the learner's speech was. */
export function summarise(turns: CallTurn[]) {
  const corrections = turns.flatMap((t) => (t.correction ? [{ heard: t.heard, correction: t.correction }] : []));
  const scores = turns.flatMap((t) => (t.assessment ? [t.assessment.score] : []));
  const unclearWords = [...new Set(turns.flatMap((t) => t.assessment?.words.filter((w) => w.status === 'mispronounced').map((w) => w.word) ?? []))];
  const averageScore = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
  return { turnCount: turns.length, corrections, averageScore, unclearWords };
}
