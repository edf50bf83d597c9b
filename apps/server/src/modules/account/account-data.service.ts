// A learner's own data (issue 17 §5): the export of every personal row, and deleting the account
// after a code sent to its e-mail address, or by text message to a phone-only account, in the
// learner's language. Codes use the accounts' one code home (verification.service.ts)
// under their own type, so a sign-up or reset code never deletes an account.
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@parley/contract/account-data';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { SmsSender } from '../third/sms';
import { mailLanguage, templatesFor } from '../user/mail-templates';
import type { MediaStore } from '../../platform/media/media-store';
import type { Db } from '../../db/database';
import type { UserService } from '../user/user.service';
import * as repo from './account-data.repository';

export const DELETE_CODE_TYPE = 'delete-account';

export interface AccountDataDeps {
  db: Db;
  mailer: Mailer;
  /** For accounts with a phone number and no e-mail address. */
  sms: SmsSender;
  media: MediaStore;
  verification: UserService['verification'];
  now: () => Date;
  /** Minutes a code lives and seconds before another may be asked (shown to the learner). */
  codeMinutes: number;
  resendAfterSeconds: number;
}

/** a***@example.com: enough for the learner to know where to look, not enough to learn the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * +44••••1234: the first two digits and the last four (the contract's example). Country codes are
 * one to three digits and telling which needs a numbering table; two say enough to recognise it.
 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}••••${phone.slice(-4)}`;
}

export function createAccountDataService({ db, mailer, sms, media, verification, now, codeMinutes, resendAfterSeconds }: AccountDataDeps) {
  const person = async (userId: number) => {
    const found = await repo.findPerson(db, userId);
    if (!found) throw new AppError(ErrCode.NotSignedIn, 'please sign in');
    return found;
  };
  // Where the code goes: the e-mail address, else the phone. A provider account with neither (OIDC
  // without a verified address) has nowhere to receive it.
  const targetOf = (found: { email: string | null; phone: string | null }): { kind: 'email' | 'phone'; address: string } => {
    if (found.email) return { kind: 'email', address: found.email };
    if (found.phone) return { kind: 'phone', address: found.phone };
    throw new AppError(ErrCode.InvalidInput, Refusal.noWayToConfirmDeletion);
  };

  return {
    async exportData(userId: number): Promise<AccountExport> {
      const found = await person(userId);
      const recordings = await repo.listRecordings(db, userId);
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: now().toISOString(),
        userId,
        tables: await repo.readPersonalRows(db, found),
        recordings: recordings.map((r) => ({ name: r.name, url: media.audioUrl(r.name), createdAt: r.created_at })),
      };
    },

    /** `languageHint`: the learner's saved native language, else the browser's Accept-Language. */
    async sendDeleteCode(userId: number, languageHint: string | null = null) {
      const target = targetOf(await person(userId));
      const code = await verification.issueCode(target.address, DELETE_CODE_TYPE);
      const texts = templatesFor(mailLanguage(languageHint));
      if (target.kind === 'phone') {
        await sms.send({ to: target.address, text: texts.deleteSms(code, codeMinutes), code });
        return { sentTo: maskPhone(target.address), resendAfter: resendAfterSeconds, expiresIn: codeMinutes * 60 };
      }
      await mailer.send({ to: target.address, subject: texts.deleteSubject, text: texts.deleteText(code, codeMinutes), code, purpose: 'account deletion code' });
      return { sentTo: maskEmail(target.address), resendAfter: resendAfterSeconds, expiresIn: codeMinutes * 60 };
    },

    /** Checks the code, then removes the recordings (every media back end) and every personal row. */
    async deleteAccount(userId: number, code: string): Promise<void> {
      const found = await person(userId);
      await verification.checkCode(targetOf(found).address, DELETE_CODE_TYPE, code);
      const names = (await repo.listRecordings(db, userId)).map((r) => r.name);
      const shared = await repo.namesOwnedByOthers(db, names, userId);
      // Files first: should one fail, the account is still there and the learner can try again.
      for (const name of names.filter((n) => !shared.has(n))) await media.deleteAudio(name);
      // Sessions are rows too: once they are gone, the account's tokens answer 600.
      await repo.deletePersonalRows(db, found);
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
