// Audio in a folder of this server (DATA_DIR/media), the default without DATABASE_URL. Writes are
// atomic: a file appears whole or not at all, so an aborted request leaves nothing behind.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { audioNameFromUrl, audioUrl, checkAudioName, type MediaStore } from './media-store';

export interface LocalMediaStore extends MediaStore {
  readonly kind: 'local';
  /** The folder served under /media/. */
  root: string;
}

export async function createLocalMediaStore(dataDir: string): Promise<LocalMediaStore> {
  const root = path.join(dataDir, 'media');
  const audioDir = path.join(root, 'audio');
  // Partly written files live in a dot-folder the media route never serves.
  const incomingDir = path.join(root, '.incoming');
  await fs.mkdir(audioDir, { recursive: true });
  await fs.mkdir(incomingDir, { recursive: true });
  const fileOf = (name: string) => path.join(audioDir, checkAudioName(name));
  return {
    kind: 'local',
    root,
    audioUrl,
    audioNameFromUrl,
    async hasAudio(name) {
      try {
        await fs.access(fileOf(name));
        return true;
      } catch {
        return false;
      }
    },
    async readAudio(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
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
    async deleteAudio(name) {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}
