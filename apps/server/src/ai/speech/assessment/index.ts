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
