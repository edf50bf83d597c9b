// Where audio lives (spoken replies, learners' recordings): one interface, several back ends
// (create-media-store.ts picks one). Files are named by content hash, so the same content is
// stored once, a name never changes meaning, and answers may be cached forever.
export const MEDIA_URL_PREFIX = '/media/';
// `rec-` names are learners' recordings, served only with a signature (signed-media.ts).
export const AUDIO_NAME = /^(rec-)?[a-f0-9]{16,64}\.(wav|mp3)$/;
/** A recording's url may carry its signature (`?exp=…&sig=…`). */
const AUDIO_URL = /^\/media\/audio\/((?:rec-)?[a-f0-9]{16,64}\.(?:wav|mp3))(?:\?[A-Za-z0-9=&_-]*)?$/;

export type MediaStoreKind = 'local' | 'database' | 's3';

export interface MediaStore {
  readonly kind: MediaStoreKind;
  audioUrl(name: string): string;
  /** The file name behind one of our audio urls, or null for anything else. */
  audioNameFromUrl(url: string): string | null;
  hasAudio(name: string): Promise<boolean>;
  /** The file, or null when there is none by that name. */
  readAudio(name: string): Promise<Buffer | null>;
  /** Stores the file whole or not at all; writing a name again is harmless (a name is its content). */
  writeAudio(name: string, data: Buffer): Promise<void>;
  /** Removes the file (a deleted account's recording, or one the retention job found expired); a name
   * already gone is no error, since the job may run in several processes. */
  deleteAudio(name: string): Promise<void>;
}

export function checkAudioName(name: string): string {
  if (!AUDIO_NAME.test(name)) throw new Error(`not an audio file name: ${name}`);
  return name;
}

export const audioUrl = (name: string) => `${MEDIA_URL_PREFIX}audio/${name}`;

export function audioNameFromUrl(url: string): string | null {
  return AUDIO_URL.exec(url)?.[1] ?? null;
}

export const audioContentType = (name: string) => (name.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav');
