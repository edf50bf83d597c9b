// The call's state machine, driven by a scripted turn detector: jsdom has no microphone or
// WebAssembly, so the voice activity model itself is exercised by e2e/call.spec.ts in Chromium.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CallSession, NOT_HEARD, summarise, type CallServices, type Heard, type TurnDetector, type TurnDetectorEvents } from './call-session';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function scriptedCall(options: { failOpen?: Error } = {}) {
  let events!: TurnDetectorEvents;
  const log: string[] = [];
  const detector: TurnDetector = {
    start: async () => void log.push('start'),
    pause: async () => void log.push('pause'),
    setGuarded: (g) => void log.push(g ? 'guarded' : 'unguarded'),
    setEndOfTurnPause: (ms) => void log.push(`pause=${ms}`),
    destroy: async () => void log.push('destroy'),
  };
  const recognitions: { samples: Float32Array; answer: ReturnType<typeof deferred<Heard>>; uploaded(): void }[] = [];
  const replies: { heard: Heard; answer: ReturnType<typeof deferred<{ reply: string; correction: null }>> }[] = [];
  const spoken: { text: string; onPlaying(): void; onDone(): void; onError(e: unknown): void }[] = [];
  let clock = 0;
  const services: CallServices = {
    recognise: (samples, uploaded) => {
      const answer = deferred<Heard>();
      recognitions.push({ samples, answer, uploaded });
      return answer.promise;
    },
    reply: (heard) => {
      const answer = deferred<{ reply: string; correction: null }>();
      replies.push({ heard, answer });
      return answer.promise;
    },
    voice: {
      say: (text, handlers) => void spoken.push({ text, ...handlers }),
      stop: () => void log.push('voice stopped'),
    },
    now: () => (clock += 100),
  };
  const session = new CallSession(
    services,
    async (e, { endOfTurnPauseMs }) => {
      if (options.failOpen) throw options.failOpen;
      events = e;
      log.push(`open pause=${endOfTurnPauseMs}`);
      return detector;
    },
    { endOfTurnPauseMs: 1200 },
  );
  return { session, events: () => events, log, recognitions, replies, spoken, phase: () => session.getState().phase };
}

/** Speaks one turn through to the partner's voice playing. */
async function speakTurn(call: ReturnType<typeof scriptedCall>, heard = 'I like coffee') {
  call.events().onSpeechStart();
  call.events().onSpeechEnd(new Float32Array(16_000));
  const recognition = call.recognitions.at(-1)!;
  recognition.uploaded();
  recognition.answer.resolve({ text: heard, audioUrl: '/media/a.wav', assessment: null });
  await flush();
  call.replies.at(-1)!.answer.resolve({ reply: 'Me too!', correction: null });
  await flush();
  call.spoken.at(-1)!.onPlaying();
}

describe('CallSession', () => {
  it('opens the detector with the learner’s pause and listens', async () => {
    const call = scriptedCall();
    expect(call.phase()).toBe('connecting');
    await call.session.start();
    expect(call.log).toEqual(['open pause=1200', 'start']);
    expect(call.phase()).toBe('listening');
  });

  it('goes listening → hearing → thinking → speaking → listening for one turn, and keeps it', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    expect(call.phase()).toBe('hearing');
    call.events().onSpeechEnd(new Float32Array(16_000));
    expect(call.phase()).toBe('thinking');
    call.recognitions[0]!.uploaded();
    call.recognitions[0]!.answer.resolve({ text: ' I like coffee ', audioUrl: '/media/a.wav', assessment: null });
    await flush();
    expect(call.replies[0]!.heard).toMatchObject({ text: 'I like coffee', audioUrl: '/media/a.wav' });
    expect(call.phase()).toBe('thinking');
    call.replies[0]!.answer.resolve({ reply: 'Me too!', correction: null });
    await flush();
    expect(call.spoken[0]!.text).toBe('Me too!');
    call.spoken[0]!.onPlaying();
    expect(call.phase()).toBe('speaking');
    // While the partner speaks the detector is guarded against their echo.
    expect(call.log).toContain('guarded');
    const times = call.session.getState().lastTimes!;
    expect(Object.keys(times).sort()).toEqual(['recognition', 'reply', 'speech', 'total', 'upload']);
    expect(times.total).toBe((times.upload ?? 0) + times.recognition + times.reply + times.speech);
    call.spoken[0]!.onDone();
    expect(call.phase()).toBe('listening');
    expect(call.log.at(-1)).toBe('unguarded');
    expect(call.session.getState().turns).toEqual([{ id: 1, heard: 'I like coffee', reply: 'Me too!', correction: null, assessment: null }]);
  });

  it('barge-in: speech while the partner speaks stops the voice at once and listens to the learner', async () => {
    const call = scriptedCall();
    await call.session.start();
    await speakTurn(call);
    expect(call.phase()).toBe('speaking');
    call.events().onSpeechStart();
    expect(call.log).toContain('voice stopped');
    expect(call.phase()).toBe('hearing');
    // The interrupted reply finishing late does not end the learner's new turn.
    call.spoken[0]!.onDone();
    expect(call.phase()).toBe('hearing');
    call.events().onSpeechEnd(new Float32Array(8000));
    expect(call.phase()).toBe('thinking');
    expect(call.recognitions).toHaveLength(2);
  });

  it('a misfire returns to listening', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onMisfire();
    expect(call.phase()).toBe('listening');
  });

  it('a turn finished while the partner thinks waits, and is taken once the partner has spoken', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(8000));
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(4000));
    expect(call.phase()).toBe('thinking');
    expect(call.recognitions).toHaveLength(1);
    call.recognitions[0]!.answer.resolve({ text: 'hello', audioUrl: null, assessment: null });
    await flush();
    call.replies[0]!.answer.resolve({ reply: 'Hi!', correction: null });
    await flush();
    call.spoken[0]!.onPlaying();
    expect(call.phase()).toBe('speaking');
    call.spoken[0]!.onDone();
    expect(call.phase()).toBe('thinking');
    expect(call.recognitions).toHaveLength(2);
    expect(call.recognitions[1]!.samples).toHaveLength(4000);
  });

  it('a learner still talking when the reply starts barges in at once: the partner does not talk over them', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(8000));
    call.events().onSpeechStart();
    call.recognitions[0]!.answer.resolve({ text: 'hello', audioUrl: null, assessment: null });
    await flush();
    call.replies[0]!.answer.resolve({ reply: 'Hi!', correction: null });
    await flush();
    call.spoken[0]!.onPlaying();
    expect(call.log).toContain('voice stopped');
    expect(call.phase()).toBe('hearing');
    call.events().onSpeechEnd(new Float32Array(16_000));
    expect(call.recognitions).toHaveLength(2);
  });

  it('mute releases the microphone, drops a turn in progress and takes no turns until unmuted', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    await call.session.setMuted(true);
    expect(call.log.at(-1)).toBe('pause');
    expect(call.session.getState()).toMatchObject({ isMuted: true, phase: 'listening' });
    call.events().onSpeechEnd(new Float32Array(8000));
    call.events().onSpeechStart();
    expect(call.recognitions).toHaveLength(0);
    expect(call.phase()).toBe('listening');
    await call.session.setMuted(false);
    expect(call.log.at(-1)).toBe('start');
    call.events().onSpeechStart();
    expect(call.phase()).toBe('hearing');
  });

  it('mute while the partner speaks lets them finish: no barge-in', async () => {
    const call = scriptedCall();
    await call.session.start();
    await speakTurn(call);
    await call.session.setMuted(true);
    call.events().onSpeechStart();
    expect(call.phase()).toBe('speaking');
    call.spoken[0]!.onDone();
    expect(call.phase()).toBe('listening');
  });

  it('says so when nothing was recognised, and takes no turn', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(8000));
    call.recognitions[0]!.answer.resolve({ text: '  ', audioUrl: null, assessment: null });
    await flush();
    expect(call.session.getState()).toMatchObject({ phase: 'listening', notice: i18n._(NOT_HEARD), turns: [] });
    expect(call.replies).toHaveLength(0);
  });

  it('a failed reply is told and the call goes on listening', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(8000));
    call.recognitions[0]!.answer.resolve({ text: 'hello', audioUrl: null, assessment: null });
    await flush();
    call.replies[0]!.answer.reject(new Error('The partner could not answer.'));
    await flush();
    expect(call.session.getState()).toMatchObject({ phase: 'listening', notice: 'The partner could not answer.' });
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'missing'],
    ['CompileError', 'unsupported'],
  ])('a detector that cannot open (%s) makes the call unavailable: %s', async (name, reason) => {
    const error = Object.assign(new Error('no'), { name });
    const call = scriptedCall({ failOpen: error });
    await call.session.start();
    expect(call.session.getState()).toMatchObject({ phase: 'unavailable', unavailableReason: reason });
  });

  it('ending stops the voice, closes the detector and drops answers still on their way', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.events().onSpeechStart();
    call.events().onSpeechEnd(new Float32Array(8000));
    await call.session.end();
    expect(call.log.slice(-2)).toEqual(['voice stopped', 'destroy']);
    call.recognitions[0]!.answer.resolve({ text: 'hello', audioUrl: null, assessment: null });
    await flush();
    expect(call.replies).toHaveLength(0);
    expect(call.phase()).toBe('ended');
  });

  it('keeps the end-of-turn pause within 0.6–2.5 s', async () => {
    const call = scriptedCall();
    await call.session.start();
    call.session.setEndOfTurnPause(100);
    call.session.setEndOfTurnPause(9000);
    expect(call.log.slice(-2)).toEqual(['pause=600', 'pause=2500']);
  });
});

describe('summarise', () => {
  it('gathers the corrections, the average score and the unclear words of a call', () => {
    const correction = { start: 2, end: 4, wrong: 'go', fix: 'went', reason: 'past', category: 'tense' } as never;
    const summary = summarise([
      { id: 1, heard: 'I go there yesterday', reply: 'Nice', correction, assessment: { score: 80, words: [{ word: 'there', status: 'mispronounced', ipa: null }] } as never },
      { id: 2, heard: 'Yes', reply: 'Good', correction: null, assessment: { score: 90, words: [] } as never },
    ]);
    expect(summary).toEqual({ turnCount: 2, corrections: [{ heard: 'I go there yesterday', correction }], averageScore: 85, unclearWords: ['there'] });
  });
});
