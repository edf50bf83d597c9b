// The messages of the handled refusals a learner can meet through the app, written once for both
// sides (issue 20). The server answers them as they are (English, "field: rule" as
// docs/api-contract.md asks); the web app knows each by its exact text and shows it in the
// learner's interface language. A refusal only a hand-made call can meet (a malformed body, an
// unknown voice id) is not here: its English words name the field, which is what a developer needs.
// No zod here, so the web app's first screen can import it without loading zod.

export const Refusal = {
  /** Sign-up or a password reset with a password from the leaked-password lists. */
  commonPassword: 'password: is one of the most common passwords, which are tried first; please choose another',
  /** Sign-up with an e-mail address that already has an account. */
  emailTaken: 'email: already has an account, sign in instead',
  /** A provider's first sign-in whose verified e-mail already has a password account. */
  emailTakenByPasswordAccount: 'email: already has a Parley account, sign in with your e-mail and password',
  /** A message sent to a scene that has reached its closing line. */
  sceneFinished: 'sceneId: this scene is finished; start it again with startChat and restart=true',
  /** Translation into the native language before the learner said which it is. */
  nativeLanguageMissing: 'nativeLanguage: set your native language first',
  /** A text to speak that is only emoji or markup. */
  nothingToSpeak: 'text: has nothing to say once emoji and markup are removed',
  /** A text to speak longer than the voices take. */
  tooLongToSpeak: 'text: is too long to speak',
  /** A phonetic transcription asked for a text without words. */
  nothingToTranscribe: 'text: has no words to transcribe',
  /** A recording of silence. */
  silentRecording: 'file: has no sound in it',
  /** Deleting an account that has neither an e-mail address nor a phone to confirm with. */
  noWayToConfirmDeletion:
    'this account has no e-mail address or phone to confirm with; ask the operator to delete it (see "Your data" in the operator guide)',
} as const;
export type Refusal = (typeof Refusal)[keyof typeof Refusal];
