// What every media store back end must do (platform/media/media-store.ts), asked of each one.
import { expect } from 'vitest';
import type { MediaStore } from '../../src/platform/media/media-store';

export async function behavesAsAMediaStore(store: MediaStore, name = `${'ab'.repeat(20)}.wav`): Promise<void> {
  expect(await store.hasAudio(name)).toBe(false);
  expect(await store.readAudio(name)).toBeNull();
  // Two processes may make the same reply at once: the second write must not fail.
  await Promise.all([store.writeAudio(name, Buffer.from('RIFF same')), store.writeAudio(name, Buffer.from('RIFF same'))]);
  expect(await store.hasAudio(name)).toBe(true);
  expect((await store.readAudio(name))?.toString()).toBe('RIFF same');
  expect(store.audioNameFromUrl(store.audioUrl(name))).toBe(name);
  expect(store.audioNameFromUrl('/media/audio/../../etc/passwd')).toBeNull();
  await store.deleteAudio(name);
  expect(await store.hasAudio(name)).toBe(false);
  expect(await store.readAudio(name)).toBeNull();
  // Deleting again (a second request, another process) is harmless.
  await store.deleteAudio(name);
  await expect(store.deleteAudio('../escape.wav')).rejects.toThrow(/not an audio file name/);
  await expect(store.writeAudio('../escape.wav', Buffer.from('x'))).rejects.toThrow(/not an audio file name/);
  // The retention job removes files, perhaps twice from two processes at once (issue 16).
  await Promise.all([store.deleteAudio(name), store.deleteAudio(name)]);
  expect(await store.hasAudio(name)).toBe(false);
  await expect(store.deleteAudio('../escape.wav')).rejects.toThrow(/not an audio file name/);
}
