// The device tokens the server hands out at e-mail sign-in and sign-up, one per account this
// device signed in to. Sent back at the next sign-in, a token keeps this device's wrong passwords
// counted on their own, so that someone guessing the learner's password elsewhere cannot lock them
// out here (contract: deviceToken). They outlive signing out on purpose: the device stays known.
import { DEVICE_TOKENS_STORAGE_KEY } from '../constants';

/** Accounts remembered per device: a shared family tablet, not a list without end. */
const MAX_ACCOUNTS = 5;

/** The server compares addresses trimmed and in lower case; so do we. */
const keyOf = (email: string) => email.trim().toLowerCase();

function readTokens(): Array<[string, string]> {
  try {
    const parsed = JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string')) : [];
  } catch {
    return [];
  }
}

export function deviceTokenFor(email: string): string | undefined {
  const key = keyOf(email);
  return readTokens().find(([account]) => account === key)?.[1];
}

/** Keeps the newest token for the account, most recent accounts first. */
export function rememberDeviceToken(email: string, token: string): void {
  const key = keyOf(email);
  const tokens = [[key, token] as [string, string], ...readTokens().filter(([account]) => account !== key)].slice(0, MAX_ACCOUNTS);
  try {
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Private mode or a full storage: the next sign-in counts as from a new device, nothing worse.
  }
}
