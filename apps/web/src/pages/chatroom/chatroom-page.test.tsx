import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { ROUTE_PATHS, TAB_PATHS } from '../../app/routes';
import { setApiCaller } from '../../lib/api';
import { NavigatorProvider } from '../../lib/navigator-context';
import { createNavigator } from '../../lib/navigation/navigator';
import { createApiCaller } from '../../lib/request/api-caller';
import { createRequestClient } from '../../lib/request/request-client';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';

const engine = { engine: 'practice-partner', model: null };
const message = (id: number, from: 'ai' | 'learner', content: string, clientMessageId: string | null = null) => ({
  id, conversationId: 7, roleId: 1, sceneId: null, from, content, clientMessageId, replyToId: null, engine: from === 'ai' ? 'practice-partner' : null, check: null, createdAt: new Date().toISOString(),
});
const ok = (data: unknown) => new Response(JSON.stringify({ errCode: 0, data, message: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A stand-in for the server: envelopes for plain calls, Server-Sent Events for chat. */
function fakeServer(chat: (body: { content: string; clientMessageId: string }) => Response) {
  const chatBodies: Array<{ content: string; clientMessageId: string }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url.includes('getChatHistory')) return ok({ list: [], total: 0, conversationId: null, updateNum: 0, sceneProgress: null });
    if (url.includes('startChat')) return ok({ conversationId: 7, message: message(1, 'ai', 'Hello! How was your day?'), isNew: true, engine, sceneProgress: null });
    if (url.includes('getRoles')) return ok({ list: [{ id: 1, role: 'Teacher', roleType: 0, username: 'Ms. Rivera', headUrl: '/t.svg', intro: '', styles: [{ key: 'patient', name: 'Patient', description: '' }] }], total: 1 });
    if (url.includes('getUserInfo')) return ok({ userInfo: { id: 1, email: 'a@b.co', type: 'email' }, settings: { voiceRoleId: null, voiceStyle: null } });
    if (url.includes('chatByContext')) {
      const body = JSON.parse(String(init.body)) as { content: string; clientMessageId: string };
      chatBodies.push(body);
      return chat(body);
    }
    return new Response(JSON.stringify({ errCode: 404, data: null, message: 'not here' }), { status: 200 });
  });
  return { fetch, chatBodies };
}

function sse(events: Array<[string, string]>): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${data}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function renderChat(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  const client = createRequestClient({ fetch, getToken: () => 'tok', getDeviceId: () => 'dev', onSessionExpired: () => undefined, loading: { show: () => undefined, hide: () => undefined } });
  setApiCaller(createApiCaller(client), client);
  const router = createTestRouter('/chat/chatroom?roleId=1');
  const navigator = createNavigator({ pages: [...ROUTE_PATHS, '/'], tabPages: TAB_PATHS, navigate: (to, { replace }) => void router.navigate(to, { replace }), go: (d) => void router.navigate(d) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NavigatorProvider navigator={navigator}>
        <RouterProvider router={router} />
      </NavigatorProvider>
    </QueryClientProvider>,
  );
}

describe('the chat room', () => {
  beforeEach(() => {
    useRoleSetupStore.setState({ hasInitSet: true, roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }] }, initSetting: { nativeLanguage: 'es', experience: { type: 'A2' } } });
    useUserSettingsStore.setState({ autoPlayVoice: false, autoBlurText: false, autoSpeechAssessment: false, playbackRate: 1 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the partner line and says which engine answers', async () => {
    renderChat(fakeServer(() => sse([])).fetch);
    expect(await screen.findByText('Answered by: Offline practice partner')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByRole('button', { name: 'Hello' })).toBeInTheDocument();
  });

  it('sends a message and shows the streamed reply that the server stored', async () => {
    const server = fakeServer((body) =>
      sse([
        ['token', 'Nice'],
        ['token', ' to hear!'],
        ['done', JSON.stringify({ conversationId: 7, learnerMessage: message(2, 'learner', body.content, body.clientMessageId), reply: message(3, 'ai', 'Nice to hear!'), engine, sceneProgress: null, sceneSummary: null, replayed: false })],
      ]),
    );
    renderChat(server.fetch);
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'It was great{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByRole('button', { name: 'hear' })).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'great' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(server.chatBodies[0]).toMatchObject({ content: 'It was great' });
  });

  it('keeps a failed send with a retry that reuses its id, so the reply comes once', async () => {
    let attempt = 0;
    const server = fakeServer((body) => {
      attempt += 1;
      if (attempt === 1) return new Response(JSON.stringify({ errCode: 503, data: null, message: 'the partner is not answering, please retry' }), { status: 200, headers: { 'content-type': 'application/json' } });
      return sse([['done', JSON.stringify({ conversationId: 7, learnerMessage: message(2, 'learner', body.content, body.clientMessageId), reply: message(3, 'ai', 'Back again!'), engine, sceneProgress: null, sceneSummary: null, replayed: false })]]);
    });
    renderChat(server.fetch);
    await userEvent.type(await screen.findByLabelText('Your message'), 'Are you there?{Enter}');
    expect(await screen.findByText('the partner is not answering, please retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('log')).findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(server.chatBodies).toHaveLength(2);
    expect(server.chatBodies[1]?.clientMessageId).toBe(server.chatBodies[0]?.clientMessageId);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('blurs reply text until tapped when the learner practises listening', async () => {
    useUserSettingsStore.setState({ autoBlurText: true });
    renderChat(fakeServer(() => sse([])).fetch);
    const reveal = await screen.findByRole('button', { name: 'Show the reply text' });
    await userEvent.click(reveal);
    expect(within(screen.getByRole('log')).getByRole('button', { name: 'Hello' })).toBeInTheDocument();
  });

  it('counts characters up to 140 and explains when voice input is missing', async () => {
    renderChat(fakeServer(() => sse([])).fetch);
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'x'.repeat(150));
    expect(input).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Voice input is not supported in this browser.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold to talk, or tap to start recording' })).toBeDisabled());
  });
});
