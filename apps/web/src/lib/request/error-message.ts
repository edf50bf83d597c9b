// What to tell the learner when a call fails, in the interface language (issue 20).
//
// The server words its errors in English and says the most there is to say (how many tries are
// left, which engine failed), so an English interface shows them as they are, except the refusals a
// learner can meet (@parley/contract/refusals): those, known by their exact words, read as a
// sentence from the catalogue in every language. In any other language the rest is told from the
// catalogue too: by its errCode, by the field it names, or by what went wrong on the way. A refusal
// nothing more is known about gets a plain sentence in the learner's language rather than English
// that names a field.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
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

function translatedRefusal(message: string): string | null {
  switch (message) {
    case Refusal.commonPassword:
      return t`That password is one of the most common ones, which are guessed first. Please choose another.`;
    case Refusal.emailTaken:
      return t`This e-mail address already has an account. Sign in instead.`;
    case Refusal.emailTakenByPasswordAccount:
      return t`This e-mail address already has a Parley account. Sign in with your e-mail and password.`;
    case Refusal.sceneFinished:
      return t`This scene is finished. Start it again to practise it once more.`;
    case Refusal.nativeLanguageMissing:
      return t`Choose your native language in Settings first.`;
    case Refusal.nothingToSpeak:
      return t`There is nothing here to read aloud.`;
    case Refusal.tooLongToSpeak:
      return t`This text is too long to read aloud.`;
    case Refusal.nothingToTranscribe:
      return t`There are no words here to show the sounds of.`;
    case Refusal.silentRecording:
      return t`Nothing was recorded. Try again.`;
    case Refusal.noWayToConfirmDeletion:
      return t`This account has no e-mail address or phone to confirm with. Ask the operator of this server to delete it.`;
    default:
      return null;
  }
}

/** A refusal by what it names ("field: rule", docs/api-contract.md), or by its code alone. */
function translatedRefusalKind(errCode: number, message: string): string {
  // Every refusal of an upload names the file: empty, cut short, not audio, not decodable.
  if (message.startsWith('file:')) return t`That recording could not be used. Please record it again.`;
  if (errCode === ErrCode.NotFound) return t`That could not be found. It may have been deleted.`;
  return t`That was not accepted. Please check it and try again.`;
}

/** The learner-facing message for a failed call (or any thrown value). */
export function describeError(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : SYSTEM_ERROR;
  // A refusal the learner can meet reads as a sentence in every language, English included.
  const refusal = isApiError(error) && error.kind === 'server' ? translatedRefusal(message) : null;
  if (refusal) return refusal;
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
      return translatedByCode(error.errCode) ?? translatedRefusalKind(error.errCode, message);
    default:
      return message;
  }
}
