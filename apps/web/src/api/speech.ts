// The speech group: voices, speaking a text, recognising a recording and scoring pronunciation.
import { useQuery } from '@tanstack/react-query';
import { VOICE_RECOGNIZE_PATH, getAllVoiceRoles, textToAudio, voiceRecognizeByUrl, voiceRecognizeDataSchema } from '@parley/contract/speech';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api, uploadFile } from '../lib/api';

/** Recognition and scoring run the offline engines on a small machine: they may take a while. */
const SPEECH_TIMEOUT_MS = 60_000;

export const getAllVoiceRolesCall = () => api().call(getAllVoiceRoles, {});

/** The voices the server really has. */
export function useVoices() {
  return useQuery({ queryKey: ['voices'], queryFn: getAllVoiceRolesCall, staleTime: 10 * 60_000 });
}

/** Asks the server to speak a text; answers the url of a WAV file to play. */
export function textToAudioCall(input: EndpointInput<typeof textToAudio>) {
  return api().call(textToAudio, input);
}

/** Scores a recording already on the server against the text the learner meant to say. */
export const assessRecordingCall = (url: string, expectedText: string) => api().call(voiceRecognizeByUrl, { url, expectedText }, { timeoutMs: SPEECH_TIMEOUT_MS });

/**
 * Uploads a WAV recording: the server keeps it, says what it heard and, when asked, scores it.
 * With `conversationId` (the conversation the recording answers in), recognition is biased to what
 * the learner is likely to say there: the partner's question, the scene's expected answers.
 */
export async function recognizeVoiceCall(wav: Blob, options: { assess: boolean; expectedText?: string | undefined; conversationId?: number | null | undefined; onProgress?: (fraction: number) => void }) {
  const data = await uploadFile({
    url: VOICE_RECOGNIZE_PATH,
    file: wav,
    fileName: 'voice.wav',
    formData: {
      type: '2',
      assess: String(options.assess),
      ...(options.expectedText ? { expectedText: options.expectedText } : {}),
      ...(options.conversationId ? { conversationId: String(options.conversationId) } : {}),
    },
    timeoutMs: SPEECH_TIMEOUT_MS,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const parsed = voiceRecognizeDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('system error');
  return parsed.data;
}
