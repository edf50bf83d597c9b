export * from './types';
export {
  PocketsphinxSpeechToText,
  parsePocketsphinxOutput,
  parseAllphoneOutput,
  DEFAULT_POCKETSPHINX_MODEL_DIR,
  type PocketsphinxOptions,
  type RecognizedPhone,
} from './pocketsphinx';
export { OpenAiSpeechToText, normaliseVerboseJson, type OpenAiSttOptions } from './openai';
