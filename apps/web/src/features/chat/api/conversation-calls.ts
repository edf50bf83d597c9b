// The chat room's calls: opening line, history, clearing, hints and talk records.
import { clearChatHistory, getChatHistory, getHints, getSceneHints, startChat } from '@parley/contract/conversation';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export const startChatCall = (input: EndpointInput<typeof startChat>) => api().call(startChat, input);
export const getChatHistoryCall = (input: EndpointInput<typeof getChatHistory>) => api().call(getChatHistory, input);
export const clearChatHistoryCall = (input: EndpointInput<typeof clearChatHistory>) => api().call(clearChatHistory, input, { showLoading: true });

export function getHintsCall(input: { roleId: number; sceneId?: number | undefined }) {
  return input.sceneId ? api().call(getSceneHints, { sceneId: input.sceneId, roleId: input.roleId }) : api().call(getHints, { roleId: input.roleId });
}
