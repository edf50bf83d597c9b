// The reply voice's sequencing, over a stand-in for the shared player: the player itself (an audio
// element and the textToAudio call) is exercised by the call page and the call journey.
import { describe, expect, it, vi } from 'vitest';
import { sentenceBySentenceVoice, sentencesOf, type SharedPlayer } from './reply-voice';

/** A player whose audio "plays" until the test ends it, like the app's one shared element. */
function standInPlayer() {
  let state: { key: string | null; status: 'idle' | 'loading' | 'playing' } = { key: null, status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: typeof state) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  const spoken: string[] = [];
  const prepared: string[] = [];
  const player: SharedPlayer = {
    async speak(key, text) {
      spoken.push(text);
      set({ key, status: 'loading' });
      await Promise.resolve();
      set({ key, status: 'playing' });
    },
    async prepare(text) {
      prepared.push(text);
    },
    stop: () => set({ key: null, status: 'idle' }),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const endOfAudio = async () => {
    set({ key: state.key, status: 'idle' });
    await new Promise((r) => setTimeout(r, 0));
  };
  return { player, spoken, prepared, endOfAudio };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the reply voice, over a stand-in player', () => {
  it('cuts a reply into sentences, joining short ones to the next', () => {
    expect(sentencesOf('Ah, coffee. Nice! What do you like most about coffee?')).toEqual(['Ah, coffee. Nice! What do you like most about coffee?']);
    expect(sentencesOf("That's a lovely place to live. I've heard the food there is wonderful. What do you cook at home?")).toEqual([
      "That's a lovely place to live.",
      "I've heard the food there is wonderful.",
      'What do you cook at home?',
    ]);
  });

  it('plays the first sentence at once, makes the rest while it plays, and says done after the last', async () => {
    const { player, spoken, prepared, endOfAudio } = standInPlayer();
    const handlers = { onPlaying: vi.fn(), onDone: vi.fn(), onError: vi.fn() };
    sentenceBySentenceVoice(player).say("That's a lovely place to live. I've heard the food there is wonderful.", handlers);
    await flush();
    expect(spoken).toEqual(["That's a lovely place to live."]);
    expect(handlers.onPlaying).toHaveBeenCalledTimes(1);
    expect(prepared).toEqual(["I've heard the food there is wonderful."]);
    await endOfAudio();
    await flush();
    expect(spoken).toEqual(["That's a lovely place to live.", "I've heard the food there is wonderful."]);
    expect(handlers.onDone).not.toHaveBeenCalled();
    await endOfAudio();
    expect(handlers.onDone).toHaveBeenCalledTimes(1);
    expect(handlers.onPlaying).toHaveBeenCalledTimes(1);
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('stops between sentences when the learner barges in', async () => {
    const { player, spoken, endOfAudio } = standInPlayer();
    const handlers = { onPlaying: vi.fn(), onDone: vi.fn(), onError: vi.fn() };
    const voice = sentenceBySentenceVoice(player);
    voice.say("That's a lovely place to live. I've heard the food there is wonderful.", handlers);
    await flush();
    voice.stop();
    await endOfAudio();
    await flush();
    expect(spoken).toHaveLength(1);
    expect(handlers.onDone).not.toHaveBeenCalled();
  });

  it('reports an error only when nothing has played yet', async () => {
    const { player } = standInPlayer();
    const failing: SharedPlayer = { ...player, speak: () => Promise.reject(new Error('no audio')) };
    const handlers = { onPlaying: vi.fn(), onDone: vi.fn(), onError: vi.fn() };
    sentenceBySentenceVoice(failing).say('A reply that cannot be spoken at all today.', handlers);
    await flush();
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    expect(handlers.onPlaying).not.toHaveBeenCalled();
  });
});
