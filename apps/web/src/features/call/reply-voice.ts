// How a call speaks the partner's reply. All call playback goes through this one module, and
// through the app's shared player (one audio at a time, the element unlocked by the first tap).
// Today the server makes the whole reply as one audio file (textToAudio); when replies are made
// sentence by sentence, a voice that queues the sentences implements the same ReplyVoice.
import type { ReplyVoice } from './call-session';

/** The parts of the app's shared player a call uses (the page passes them in). */
export interface SharedPlayer {
  speak(key: string, text: string): Promise<void>;
  stop(): void;
  getState(): { key: string | null; status: 'idle' | 'loading' | 'playing' };
  subscribe(listener: () => void): () => void;
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
