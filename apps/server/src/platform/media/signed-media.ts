// Learners' recordings are private (issue 16: they were public for a year): each is named
// `rec-<hash>` and served only with a signature that expires, handed to its owner in the answer
// that stored it. A signed url rather than a session check, because an <audio> element cannot
// send the session token. Spoken replies stay public: their names say nothing about who asked.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RECORDING_PREFIX = 'rec-';
/** How long a recording's url plays: a practice session, not a year. */
export const RECORDING_URL_SECONDS = 6 * 60 * 60;

export const isRecordingName = (name: string) => name.startsWith(RECORDING_PREFIX);

export interface MediaSigner {
  /** The url of a recording, valid for RECORDING_URL_SECONDS from now. */
  sign(url: string, name: string): string;
  /** Whether a request for `name` carries a valid, unexpired signature. */
  verify(name: string, query: { exp?: unknown; sig?: unknown }): boolean;
}

export function createMediaSigner(secret: string, now: () => Date = () => new Date()): MediaSigner {
  const mac = (name: string, exp: string) => createHmac('sha256', secret).update(`media:${name}:${exp}`).digest('base64url');
  return {
    sign(url, name) {
      const exp = String(Math.floor(now().getTime() / 1000) + RECORDING_URL_SECONDS);
      return `${url}?exp=${exp}&sig=${mac(name, exp)}`;
    },
    verify(name, { exp, sig }) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 < now().getTime()) return false;
      const expected = Buffer.from(mac(name, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
