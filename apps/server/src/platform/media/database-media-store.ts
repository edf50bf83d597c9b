// Audio in the database (table media_blob): the default with DATABASE_URL, so that every server
// process over that database serves a spoken reply or a recording another one made (issue 17).
// Files are small (a reply is tens of kilobytes, a recording at most 2 MiB).
import type { Db } from '../../db/database';
import { deleteMediaBlob, insertMediaBlob, mediaBlobExists, readMediaBlob } from './media-blob.repository';
import { audioNameFromUrl, audioUrl, checkAudioName, type MediaStore } from './media-store';

export function createDatabaseMediaStore(db: Db, now: () => Date = () => new Date()): MediaStore {
  return {
    kind: 'database',
    audioUrl,
    audioNameFromUrl,
    hasAudio: async (name) => mediaBlobExists(db, checkAudioName(name)),
    readAudio: async (name) => readMediaBlob(db, checkAudioName(name)),
    writeAudio: async (name, data) => insertMediaBlob(db, checkAudioName(name), data, now().toISOString()),
    deleteAudio: async (name) => deleteMediaBlob(db, checkAudioName(name)),
  };
}
