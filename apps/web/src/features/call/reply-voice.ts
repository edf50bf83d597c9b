// How a call speaks the partner's reply. All call playback goes through this one module, and
// through the app's shared player (one audio at a time, the element unlocked by the first tap).
// A reply is spoken sentence by sentence (issue 21: the first audio plays while the rest is made):
// the first sentence is made and played at once, the others are made while it plays.
import type { ReplyVoice } from './call-session';

/** The parts of the app's shared player a call uses (the page passes them in). */
export interface SharedPlayer {
  speak(key: string, text: string): Promise<void>;
  stop(): void;
  getState(): { key: string | null; status: 'idle' | 'loading' | 'playing' };
  subscribe(listener: () => void): () => void;
  /** Makes a text's audio ahead of time (the player's cache then has it). */
  prepare(text: string): Promise<void>;
}

let nextKey = 0;

export function wholeReplyVoice(player: SharedPlayer): ReplyVoice {
  let stopWatching: (() => void) | null = null;
  const release = () => {
    stopWatching?.();
    stopWatching = null;
  };
  return {
    say(text, handlers) {
      release();
      const key = `call:${(nextKey += 1)}`;
      let isActive = true;
      let hasPlayed = false;
      const settle = (report: () => void) => {
        if (!isActive) return;
        release();
        report();
      };
      // The shared player goes idle when the reply ends, or on to another key when something else
      // takes it. Idle before playing is a failure, which the rejected promise below reports.
      const unsubscribe = player.subscribe(() => {
        const now = player.getState();
        if (now.key === key && now.status === 'playing') hasPlayed = true;
        if (now.key !== null && now.key !== key) settle(handlers.onDone);
        else if (now.status === 'idle' && hasPlayed) settle(handlers.onDone);
      });
      stopWatching = () => {
        isActive = false;
        unsubscribe();
      };
      player.speak(key, text).then(
        () => {
          const now = player.getState();
          if (now.key === key && now.status === 'playing') {
            hasPlayed = true;
            if (isActive) handlers.onPlaying();
          } else settle(handlers.onDone);
        },
        (error: unknown) => settle(() => handlers.onError(error)),
      );
    },
    stop() {
      release();
      player.stop();
    },
  };
}

/** Shortest piece spoken on its own: "Ah, coffee." waits for the sentence after it. */
const MIN_PIECE_CHARS = 25;

/** A reply cut into sentences, short ones joined to the next, so each audio file says something whole. */
export function sentencesOf(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of text.trim().split(/(?<=[.!?…])["”’)]?\s+(?=\S)/u)) {
    current = current ? `${current} ${sentence}` : sentence;
    if (current.length >= MIN_PIECE_CHARS) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) {
    if (pieces.length > 0 && current.length < MIN_PIECE_CHARS) pieces[pieces.length - 1] = `${pieces[pieces.length - 1]} ${current}`;
    else pieces.push(current);
  }
  return pieces;
}

/**
 * Says a reply sentence by sentence through the shared player: `onPlaying` when the first starts,
 * `onDone` after the last. The later sentences are made only once the first plays, so they never
 * compete with it for the server's speech engine. An error before anything played is the reply's
 * error; after that, the call goes on without the rest.
 */
export function sentenceBySentenceVoice(player: SharedPlayer): ReplyVoice {
  const one = wholeReplyVoice(player);
  let run = 0;
  return {
    say(text, handlers) {
      const mine = (run += 1);
      const sentences = sentencesOf(text);
      let index = 0;
      let hasStarted = false;
      const next = () => {
        if (mine !== run) return;
        const sentence = sentences[index];
        index += 1;
        if (sentence === undefined) {
          handlers.onDone();
          return;
        }
        one.say(sentence, {
          onPlaying: () => {
            if (mine !== run || hasStarted) return;
            hasStarted = true;
            handlers.onPlaying();
            for (const later of sentences.slice(1)) void player.prepare(later).catch(() => undefined);
          },
          onDone: next,
          onError: (error) => {
            if (mine !== run) return;
            if (hasStarted) handlers.onDone();
            else handlers.onError(error);
          },
        });
      };
      next();
    },
    stop() {
      run += 1;
      one.stop();
    },
  };
}
