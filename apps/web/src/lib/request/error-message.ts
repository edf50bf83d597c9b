// What to tell the learner when a call fails, in the interface language (issue 20).
//
// The server words its errors in English and says the most there is to say (how many tries are
// left, which engine failed), so an English interface shows them as they are. In any other language
// the error is told by its errCode or by what went wrong on the way, from the catalogue; an error
// without a code of its own (invalid input, not found) keeps the server's words, as nothing better
// is known about it.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ErrCode } from '@parley/contract/envelope';
import { SYSTEM_ERROR, isApiError } from './api-error';

function translatedByCode(errCode: number): string | null {
  switch (errCode) {
    case ErrCode.WrongCredentials:
      return t`Wrong e-mail or password.`;
    case ErrCode.CodeWrong:
      return t`That code is not right. Check it and try again.`;
    case ErrCode.CodeExpired:
      return t`This code has expired or was already used. Ask for a new one.`;
    case ErrCode.CodeLocked:
      return t`Too many wrong tries. Ask for a new code later.`;
    case ErrCode.DailyLimit:
      return t`You have reached today's practice limit. Come back tomorrow!`;
    case ErrCode.ContentRefused:
      return t`That message cannot be sent. Please say it another way.`;
    case ErrCode.MediaQuota:
      return t`You keep as many recordings as this server allows. Older ones are removed with time.`;
    case ErrCode.TooManyRequests:
      return t`Too many requests at once. Please wait a moment and try again.`;
    case ErrCode.EngineUnavailable:
      return t`This service is not available right now. Please try again.`;
    case ErrCode.TooLarge:
      return t`That is too large to send.`;
    case ErrCode.NotSignedIn:
    case ErrCode.SessionExpired:
    case ErrCode.SessionRevoked:
      return t`Please sign in again.`;
    case ErrCode.Internal:
      return t`Something went wrong on our side. Please try again.`;
    default:
      return null;
  }
}

/** The learner-facing message for a failed call (or any thrown value). */
export function describeError(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : SYSTEM_ERROR;
  if (i18n.locale === 'en' || !i18n.locale) return message;
  if (!isApiError(error)) return t`Something went wrong. Please try again.`;
  switch (error.kind) {
    case 'timeout':
      return t`The request timed out. Please try again.`;
    case 'network':
      return t`No connection. Check your internet and try again.`;
    case 'http':
    case 'parse':
      return t`Something went wrong. Please try again.`;
    case 'server':
      return translatedByCode(error.errCode) ?? message;
    default:
      return message;
  }
}
