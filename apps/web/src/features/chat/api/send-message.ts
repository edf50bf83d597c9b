// Sends a learner message and streams the reply token by token (Server-Sent Events); the `done`
// event carries the stored messages. Refusals arrive as an envelope and become ApiErrors.
import { chatDataSchema, type ChatData } from '@parley/contract/conversation';
import { ApiError, SYSTEM_ERROR } from '../../../lib/request/api-error';
import { postEventStream } from '../../../lib/request/event-stream';
import { useDeviceStore } from '../../../stores/device-store';
import { useSessionStore } from '../../../stores/session-store';

export interface SendMessageInput {
  roleId: number;
  content: string;
  clientMessageId: string;
  sceneId?: number | undefined;
  topic?: string | undefined;
}

function streamHeaders(): Record<string, string> {
  const token = useSessionStore.getState().token;
  return { platform: 'web', 'device-id': useDeviceStore.getState().info.deviceId, ...(token ? { token } : {}) };
}

function envelopeError(raw: string): ApiError {
  try {
    const envelope = JSON.parse(raw) as { errCode: number; message: string };
    return new ApiError(envelope.message || SYSTEM_ERROR, 'server', envelope.errCode, envelope);
  } catch {
    return new ApiError(SYSTEM_ERROR, 'parse');
  }
}

export async function sendMessageStreaming(input: SendMessageInput, onToken: (text: string) => void, signal?: AbortSignal): Promise<ChatData> {
  const url = input.sceneId ? '/api/aiTopic/v1/chatByContext' : '/api/transform/v1/chatByContext';
  const body = { roleId: input.roleId, content: input.content, clientMessageId: input.clientMessageId, ...(input.sceneId ? { sceneId: input.sceneId } : {}), ...(input.topic ? { topic: input.topic } : {}) };
  let result: ChatData | null = null;
  let failure: ApiError | null = null;
  try {
    await postEventStream({
      url,
      body,
      headers: streamHeaders(),
      ...(signal ? { signal } : {}),
      onEvent: ({ event, data }) => {
        if (event === 'token') onToken(data);
        else if (event === 'done') {
          const parsed = chatDataSchema.safeParse(JSON.parse(data));
          if (parsed.success) result = parsed.data;
          else failure = new ApiError(SYSTEM_ERROR, 'parse');
        } else if (event === 'error') failure = envelopeError(data);
        else if (event === 'envelope') {
          const envelope = JSON.parse(data) as { errCode: number; data: unknown };
          if (envelope.errCode === 0) {
            const parsed = chatDataSchema.safeParse(envelope.data);
            if (parsed.success) result = parsed.data;
          } else failure = envelopeError(data);
        }
      },
    });
  } catch (error) {
    if (signal?.aborted) throw new ApiError('abort', 'abort');
    throw new ApiError(error instanceof ApiError ? error.message : SYSTEM_ERROR, 'network');
  }
  if (failure) throw failure;
  if (!result) throw new ApiError('the reply was cut off, please retry', 'network');
  return result;
}
