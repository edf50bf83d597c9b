// The language tools the chat room uses on messages and words.
import { checkGrammar, learnAboutWord, searchEmoji, translateWithNativeLanguage } from '@parley/contract/language';
import { VOICE_RECOGNIZE_PATH, voiceRecognizeByUrl, voiceRecognizeDataSchema } from '@parley/contract/speech';
import { checkWordStatus, collectChatMessage, collectContent, updateUserCollection } from '@parley/contract/collection';
import { api, uploadFile } from '../../../lib/api';

export const learnAboutWordCall = (word: string) => api().call(learnAboutWord, { word });
export const checkGrammarCall = (content: string) => api().call(checkGrammar, { content });
export const translateCall = (text: string) => api().call(translateWithNativeLanguage, { text });
export const searchEmojiCall = (keyword: string) => api().call(searchEmoji, { keyword, limit: 40 });
/** Scores a recording already on the server against the text the learner meant to say. */
export const assessRecordingCall = (url: string, expectedText: string) => api().call(voiceRecognizeByUrl, { url, expectedText }, { timeoutMs: 60_000 });
export const wordStatusCall = (word: string) => api().call(checkWordStatus, { word });
export const collectWordCall = (word: string) => api().call(collectContent, { kind: 'word', content: word });
export const uncollectCall = (id: number) => api().call(updateUserCollection, { action: 'remove', id });
export const collectMessageCall = (messageId: number) => api().call(collectChatMessage, { messageId });

export async function recognizeVoiceCall(wav: Blob, options: { assess: boolean; expectedText?: string | undefined }) {
  const data = await uploadFile({
    url: VOICE_RECOGNIZE_PATH,
    file: wav,
    fileName: 'voice.wav',
    formData: { type: '2', assess: String(options.assess), ...(options.expectedText ? { expectedText: options.expectedText } : {}) },
    timeoutMs: 60_000,
  });
  const parsed = voiceRecognizeDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('system error');
  return parsed.data;
}
