// Audio on phones: iOS Safari (and Chrome's autoplay policy) lets an <audio> element play without a
// tap only once that same element has played during a tap. Parley speaks replies when they arrive
// from the server — long after the tap that sent the message — so it plays everything through one
// shared element, and the learner's first tap anywhere plays a silent clip on it to unlock it.
let shared: HTMLAudioElement | null = null;

/** 0.1 s of 8 kHz mono silence as a WAV data URL: decodable by every browser, nothing to download. */
export const SILENT_WAV = (() => {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
})();

/** The one element all of Parley's playback goes through, pointed at `url`. */
export function sharedAudioElement(url: string): HTMLAudioElement {
  shared ??= new Audio();
  shared.src = url;
  return shared;
}

/**
 * Unlocks the shared element on the first tap, click or key press. Listeners stay until a play
 * succeeds (a tap the browser did not count as a gesture is retried on the next one); returns
 * a function that removes them.
 */
export function installAudioUnlock(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const events = ['pointerdown', 'touchend', 'keydown'] as const;
  let done = false;
  const remove = () => events.forEach((name) => target.removeEventListener(name, unlock, true));
  function unlock() {
    if (done) return;
    // Never interrupt real audio: an element already playing something is unlocked anyway.
    if (shared && !shared.paused) {
      done = true;
      remove();
      return;
    }
    const element = sharedAudioElement(SILENT_WAV);
    element.play().then(
      () => {
        // Playback started by the app in the meantime has replaced the silent clip: leave it playing.
        if (element.src === SILENT_WAV) element.pause();
        done = true;
        remove();
      },
      () => undefined,
    );
  }
  events.forEach((name) => target.addEventListener(name, unlock, { capture: true, passive: true }));
  return remove;
}

/** For tests: forget the shared element. */
export function resetSharedAudioElement(): void {
  shared = null;
}
