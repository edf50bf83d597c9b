// Parley's speech engines: text-to-speech, speech-to-text and pronunciation assessment.
export * from './wav';
export * from './tts';
export * from './stt';
export * from './assessment';
export { speechCapabilities } from './capabilities';
