// Audio files on this server (spoken replies, learners' recordings), named by content hash so the
// same content is stored once and may be cached forever. Writes are atomic: a file appears whole
// or not at all, so an aborted request leaves nothing behind.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_URL_PREFIX = '/media/';
const AUDIO_NAME = /^[a-f0-9]{16,64}\.(wav|mp3)$/;

export interface MediaStore {
  root: string;
  audioUrl(name: string): string;
  /** The file name behind one of our audio urls, or null for anything else. */
  audioNameFromUrl(url: string): string | null;
  hasAudio(name: string): Promise<boolean>;
  readAudio(name: string): Promise<Buffer>;
  writeAudio(name: string, data: Buffer): Promise<void>;
}

export async function createMediaStore(dataDir: string): Promise<MediaStore> {
  const root = path.join(dataDir, 'media');
  const audioDir = path.join(root, 'audio');
  // Partly written files live in a dot-folder the media route never serves.
  const incomingDir = path.join(root, '.incoming');
  await fs.mkdir(audioDir, { recursive: true });
  await fs.mkdir(incomingDir, { recursive: true });
  const fileOf = (name: string) => {
    if (!AUDIO_NAME.test(name)) throw new Error(`not an audio file name: ${name}`);
    return path.join(audioDir, name);
  };
  return {
    root,
    audioUrl: (name) => `${MEDIA_URL_PREFIX}audio/${name}`,
    audioNameFromUrl(url) {
      const match = /^\/media\/audio\/([a-f0-9]{16,64}\.(?:wav|mp3))$/.exec(url);
      return match?.[1] ?? null;
    },
    async hasAudio(name) {
      try {
        await fs.access(fileOf(name));
        return true;
      } catch {
        return false;
      }
    },
    readAudio: (name) => fs.readFile(fileOf(name)),
    async writeAudio(name, data) {
      const target = fileOf(name);
      const temp = path.join(incomingDir, `${name}.${randomBytes(6).toString('hex')}`);
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
  };
}
