export {
  scoreFromWords,
  PronunciationAssessor,
  type AssessedWord,
  type PronunciationAssessment,
  type ScoreOptions,
  type WordStatus,
  type PhoneRecognizer,
  type AssessorOptions,
} from './assess';
export { align, editDistance, normaliseWords, wordErrorRate, type AlignedPair } from './align';
export { loadCmu, cmuPhones, stripStress, phoneDistance } from './cmu';
export { assessSounds, CONFIRM_MARGIN, MAX_FREE_PHONES_GAIN, type SoundAssessment, type SoundAssessedWord, type SoundAssessOptions } from './sound-assess';
export { PocketsphinxGrammarDecoder, type GrammarDecoder } from './grammar-decoder';
export { buildNetwork, tokenFor, type RecognitionNetwork, type NetworkWord } from './network';
export { learnerVariants, SUBSTITUTION_RULES, DEFAULT_VARIANT_WEIGHT, type Pronunciation, type VariantKind } from './learner-variants';
export { comparePhones, wordScoreFromPhones, type PhoneResult, type PhoneStatus } from './phone-compare';
export { phoneIpa, phonesIpa } from './phone-ipa';
