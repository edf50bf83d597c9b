// The conversation group: the chat turn (streamed), the opening line, history, clearing, hints,
// and talk records (the conversation to continue comes with home's one call, api/home.ts).
import { useQuery } from '@tanstack/react-query';
import {
  chatByContext,
  chatDataSchema,
  clearChatHistory,
  getChatHistory,
  getHints,
  getSceneHints,
  getUserTalkTimes,
  sceneChatByContext,
  startChat,
  type ChatData,
} from '@parley/contract/conversation';
import type { EndpointInput } from '@parley/contract/endpoint';
import { HOME_TALK_DAYS } from '@parley/contract/home';
import { CHAT_REQUEST_TIMEOUT_MS } from '../constants';
import { api } from '../lib/api';
import { localTimeZone } from '../lib/time-zone';
import { ApiError, SYSTEM_ERROR } from '../lib/request/api-error';

export const startChatCall = (input: EndpointInput<typeof startChat>) => api().call(startChat, input);
export const getChatHistoryCall = (input: EndpointInput<typeof getChatHistory>) => api().call(getChatHistory, input);
export const clearChatHistoryCall = (input: EndpointInput<typeof clearChatHistory>) => api().call(clearChatHistory, input, { showLoading: true });

/** Hints for the learner's next turn: the scene's when in a scene, free chat's otherwise. */
export function getHintsCall(input: { roleId: number; sceneId?: number | undefined }) {
  return input.sceneId ? api().call(getSceneHints, { sceneId: input.sceneId, roleId: input.roleId }) : api().call(getHints, { roleId: input.roleId });
}

export const talkTimesKey = ['talk-times'] as const;

// The same days as home's one call, whose answer fills this query too (api/home.ts).
const TALK_DAYS = HOME_TALK_DAYS;

export const getTalkTimesCall = () => {
  const timeZone = localTimeZone();
  return api().call(getUserTalkTimes, { days: TALK_DAYS, ...(timeZone ? { timeZone } : {}) });
};

/** The learner's turns today and their streak of days, counted in their own time zone. */
export function useTalkTimes() {
  return useQuery({ queryKey: talkTimesKey, queryFn: getTalkTimesCall });
}

export interface SendMessageInput {
  roleId: number;
  content: string;
  clientMessageId: string;
  sceneId?: number | undefined;
  topic?: string | undefined;
  /** The text came from speech recognition, as heard (no capital-letter or punctuation corrections). */
  voice?: boolean | undefined;
  /** A spoken turn's recording, as recognition answered it: the report finds its score by it. */
  audioUrl?: string | undefined;
}

function envelopeError(raw: string): ApiError {
  try {
    const envelope = JSON.parse(raw) as { errCode: number; message: string };
    return new ApiError(envelope.message || SYSTEM_ERROR, 'server', envelope.errCode, envelope);
  } catch {
    return new ApiError(SYSTEM_ERROR, 'parse');
  }
}

/**
 * Sends a learner message and streams the reply token by token (Server-Sent Events); the `done`
 * event carries the stored messages. The call goes through the app's request client, so it has
 * the same headers, session-expiry handling and time limit (spec §9: chatByContext 60 s) as any
 * other; refusals become ApiErrors.
 */
export async function sendMessageStreaming(input: SendMessageInput, onToken: (text: string) => void, signal?: AbortSignal): Promise<ChatData> {
  const url = input.sceneId ? sceneChatByContext.path : chatByContext.path;
  const data = { roleId: input.roleId, content: input.content, clientMessageId: input.clientMessageId, ...(input.sceneId ? { sceneId: input.sceneId } : {}), ...(input.topic ? { topic: input.topic } : {}), ...(input.voice ? { voice: true } : {}), ...(input.audioUrl ? { audioUrl: input.audioUrl } : {}) };
  let result: ChatData | null = null;
  let failure: ApiError | null = null;
  const parseChatData = (value: unknown) => {
    const parsed = chatDataSchema.safeParse(value);
    if (parsed.success) result = parsed.data;
    else failure = new ApiError(SYSTEM_ERROR, 'parse');
  };
  const answered = await api().stream({
    url,
    data,
    timeoutMs: CHAT_REQUEST_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
    onEvent: ({ event, data: text }) => {
      if (event === 'token') onToken(text);
      else if (event === 'done') parseChatData(JSON.parse(text));
      else if (event === 'error') failure = envelopeError(text);
    },
  });
  // An answer that streamed nothing comes as one envelope carrying the data.
  if (answered !== undefined) parseChatData(answered);
  if (failure) throw failure;
  if (!result) throw new ApiError('the reply was cut off, please retry', 'network');
  return result;
}
