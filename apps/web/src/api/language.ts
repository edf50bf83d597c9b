// The language group: grammar checks, word lookup, translation and emoji search.
import { checkGrammar, learnAboutWord, searchEmoji, translateWithNativeLanguage } from '@parley/contract/language';
import type { EndpointData } from '@parley/contract/endpoint';
import { TRANSLATE_REQUEST_TIMEOUT_MS } from '../constants';
import { api } from '../lib/api';

export type GrammarCheck = EndpointData<typeof checkGrammar>;

export const EMOJI_SEARCH_LIMIT = 40;

export const learnAboutWordCall = (word: string) => api().call(learnAboutWord, { word });
export const checkGrammarCall = (content: string) => api().call(checkGrammar, { content });
/** Translates into the learner's native language (the server knows it from the session). */
export const translateCall = (text: string) => api().call(translateWithNativeLanguage, { text }, { timeoutMs: TRANSLATE_REQUEST_TIMEOUT_MS });
export const searchEmojiCall = (keyword: string) => api().call(searchEmoji, { keyword, limit: EMOJI_SEARCH_LIMIT });
