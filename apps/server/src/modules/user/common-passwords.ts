// Passwords found in lists of leaked passwords are refused at sign-up and reset (issue 16). The
// list is zxcvbn-ts's common passwords (about 49,000, from leaked-password corpora), a kept
// package rather than a file of our own; it is loaded on the first check, not at start.
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import { AppError } from '../../platform/app-error';

let common: Promise<Set<string>> | undefined;

const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))));

/** Whether the password, in any letter case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFC').toLowerCase());
}

/** Throws errCode 400 for a common password; the message says why without echoing it. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError(ErrCode.InvalidInput, Refusal.commonPassword);
  }
}
