/** Capability reporter for GET …capabilities (see ../capabilities.ts). */
import type { CapabilityReporter } from '../capabilities';
import type { SpeechToText } from './stt/types';
import type { TextToSpeech } from './tts/types';

export function speechCapabilities(deps: { tts?: TextToSpeech; stt?: SpeechToText }): CapabilityReporter {
  return async () => {
    const voices = deps.tts?.voices() ?? [];
    const engines = [...new Set(voices.map((v) => v.engine))];
    const sttAvailable = deps.stt ? ((await deps.stt.isAvailable?.()) ?? true) : false;
    const sttEngine = deps.stt ? deps.stt.constructor.name.replace(/SpeechToText$/, '').toLowerCase() : 'none';
    return {
      textToSpeech: { available: voices.length > 0, engine: engines.join('+') || 'none' },
      speechToText: { available: sttAvailable, engine: sttAvailable ? sttEngine : 'none' },
    };
  };
}
