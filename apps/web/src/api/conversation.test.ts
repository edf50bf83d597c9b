import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../app/router';
import { createAppServices } from '../app/services';
import { SIGN_IN_PATH, TOKEN_STORAGE_KEY } from '../constants';
import { useSessionStore } from '../stores/session-store';
import { sendMessageStreaming } from './conversation';

const CHAT_PATH = '/chat/chatroom?roleId=1';
const engine = { engine: 'practice-partner', model: null };
const message = (id: number, from: 'ai' | 'learner', content: string, clientMessageId: string | null = null) => ({
  id, conversationId: 7, roleId: 1, sceneId: null, from, content, clientMessageId, replyToId: null, engine: from === 'ai' ? 'practice-partner' : null, check: null, createdAt: '2026-01-01T00:00:00.000Z',
});
const input = { roleId: 1, content: 'I am fine', clientMessageId: 'c-1' };
const envelope = (errCode: number, data: unknown, text: string) => new Response(JSON.stringify({ errCode, data, message: text }), { status: 200, headers: { 'content-type': 'application/json' } });
/** Never answers; rejects like the browser when its signal aborts. */
const hang = (_url: unknown, init: RequestInit = {}) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** The app's own services (request client, expiry handling, navigator) over a stand-in fetch. */
function startApp(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  return createAppServices(createTestRouter(CHAT_PATH));
}

describe('sending a chat message', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    useSessionStore.setState({ token: 'tok-1', isExpired: false, returnPath: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('streams the reply with the session headers and returns what the server stored', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    startApp(async (url, init = {}) => {
      calls.push({ url, init });
      const done = { conversationId: 7, learnerMessage: message(2, 'learner', input.content, 'c-1'), reply: message(3, 'ai', 'Glad to hear it!'), engine, sceneProgress: null, sceneSummary: null, replayed: false };
      const text = `event: token\ndata: Glad\n\nevent: token\ndata:  to hear it!\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
      return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const tokens: string[] = [];
    const data = await sendMessageStreaming(input, (token) => tokens.push(token));
    expect(tokens).toEqual(['Glad', ' to hear it!']);
    expect(data.reply.content).toBe('Glad to hear it!');
    expect(calls[0]?.url).toBe('/api/transform/v1/chatByContext');
    expect(calls[0]?.init.headers).toMatchObject({ token: 'tok-1', platform: 'web', accept: 'text/event-stream' });
  });

  it("gives up after 60 s with 'request timed out, please retry'", async () => {
    vi.useFakeTimers();
    startApp(hang);
    let outcome: unknown = 'pending';
    sendMessageStreaming(input, () => undefined).catch((error: unknown) => (outcome = error));
    // Longer than the 10 s of other calls: a reply may take a while to be written.
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout', message: 'request timed out, please retry' });
  });

  it.each([
    ['errCode 602', () => envelope(602, null, 'your session has expired, please sign in again')],
    ['HTTP 401', () => new Response(JSON.stringify({ errCode: 600, data: null, message: 'your session has expired, please sign in again' }), { status: 401 })],
  ])('on %s clears the token, remembers the chat and goes to sign-in', async (_name, answer) => {
    const { router } = startApp(async () => answer());
    await expect(sendMessageStreaming(input, () => undefined)).rejects.toMatchObject({ message: 'your session has expired, please sign in again' });
    expect(useSessionStore.getState()).toMatchObject({ token: null, isExpired: true, returnPath: CHAT_PATH });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(SIGN_IN_PATH));
  });

  it('shows a refusal from the engine as the server said it', async () => {
    startApp(async () => new Response(`event: error\ndata: ${JSON.stringify({ errCode: 503, data: null, message: 'the engine is busy, please retry' })}\n\n`, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    await expect(sendMessageStreaming(input, () => undefined)).rejects.toMatchObject({ kind: 'server', errCode: 503, message: 'the engine is busy, please retry' });
    expect(useSessionStore.getState().token).toBe('tok-1');
  });
});
