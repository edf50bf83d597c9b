// The speech engines of an app, picked by configuration: OpenAI-compatible services when
// TTS_BASE_URL / STT_BASE_URL are set, else the offline engines (flite + espeak-ng, pocketsphinx).
// ai/engines.ts builds them and shares one set between apps built with the same settings.
import { lazy, type Lazy } from '../lazy';
import { CompositeTextToSpeech, OpenAiTextToSpeech, createOfflineTextToSpeech, type TextToSpeech } from './tts/index';
import { OpenAiSpeechToText, PocketsphinxSpeechToText, type SpeechToText } from './stt/index';

export interface SpeechConfig {
  TTS_BASE_URL?: string | undefined;
  TTS_API_KEY?: string | undefined;
  TTS_MODEL?: string | undefined;
  /** Voices of the service as name:gender pairs, e.g. "alloy:female,onyx:male". */
  TTS_VOICES?: string | undefined;
  STT_BASE_URL?: string | undefined;
  STT_API_KEY?: string | undefined;
  STT_MODEL?: string | undefined;
}

export interface SpeechEngines {
  tts: Lazy<TextToSpeech>;
  stt: Lazy<SpeechToText>;
  /** Phone recognition for pronunciation scores, where the engine has it (pocketsphinx). */
  phones: Lazy<PocketsphinxSpeechToText | null>;
  describe(): { tts: string; stt: string };
}

export function parseServiceVoices(spec: string | undefined): Array<{ voice: string; gender: 'female' | 'male' }> {
  return (spec ?? 'alloy:female,onyx:male')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [voice = '', gender = 'female'] = entry.split(':');
      return { voice, gender: gender === 'male' ? 'male' : 'female' };
    });
}

export function createSpeechEngines(config: SpeechConfig): SpeechEngines {
  const tts = lazy<TextToSpeech>(() => {
    if (!config.TTS_BASE_URL) return createOfflineTextToSpeech();
    const service = new OpenAiTextToSpeech({
      baseUrl: config.TTS_BASE_URL,
      ...(config.TTS_API_KEY ? { apiKey: config.TTS_API_KEY } : {}),
      model: config.TTS_MODEL ?? 'tts-1',
      voices: parseServiceVoices(config.TTS_VOICES),
    });
    return new CompositeTextToSpeech([service]);
  });
  const pocketsphinx = lazy(() => new PocketsphinxSpeechToText());
  const stt = lazy<SpeechToText>(() =>
    config.STT_BASE_URL
      ? new OpenAiSpeechToText({
          baseUrl: config.STT_BASE_URL,
          ...(config.STT_API_KEY ? { apiKey: config.STT_API_KEY } : {}),
          model: config.STT_MODEL ?? 'whisper-1',
        })
      : pocketsphinx(),
  );
  return {
    tts,
    stt,
    phones: lazy(() => (config.STT_BASE_URL ? null : pocketsphinx())),
    describe: () => ({
      tts: config.TTS_BASE_URL ? 'openai-compatible' : 'flite+espeak-ng',
      stt: config.STT_BASE_URL ? 'openai-compatible' : 'pocketsphinx',
    }),
  };
}

/**
 * Sets the speech engines up now rather than on the first request. The offline voices start their
 * engine process and compile WASM on first use (~0.3 s), so they speak one word; PocketSphinx loads
 * its models in its decoder process; a paid service is
 * never called just to warm up. Meant to run in the background after the server listens.
 */
export async function warmUpSpeechEngines(engines: SpeechEngines): Promise<{ warnings: string[] }> {
  const tts = engines.tts();
  const stt = engines.stt();
  engines.phones();
  await stt.isAvailable?.();
  const warnings: string[] = [];
  // PocketSphinx keeps its models loaded in decoder processes: start them before the first learner speaks.
  if (stt instanceof PocketsphinxSpeechToText) {
    const { contextUnavailable } = await stt.warmUp();
    // Recognition still works, with the general model only: the operator hears why (decision 0031).
    if (contextUnavailable) warnings.push(`speech recognition is not biased to the conversation: ${contextUnavailable}`);
  }
  const voice = tts.voices()[0];
  if (engines.describe().tts === 'flite+espeak-ng' && voice) await tts.synthesize({ text: 'Ready.', voiceId: voice.id });
  return { warnings };
}
