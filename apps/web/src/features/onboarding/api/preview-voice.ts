import { textToAudio } from '@parley/contract/speech';
import { api } from '../../../lib/api';

/** Speaks the voice's preview sentence; resolves with the audio url to play. */
export async function previewVoiceCall(input: { voiceRoleId: string; voiceStyle: string; text: string }) {
  const { url } = await api().call(textToAudio, { text: input.text, voiceRoleId: input.voiceRoleId, voiceStyle: input.voiceStyle });
  return url;
}
