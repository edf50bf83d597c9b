import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, controlledStream, message, messageText, renderChat, scrollListTo, setUpChatRoomTests, sse, storedMessages, streamedReply } from './chat-test-kit';

const HISTORY = '/api/transform/v1/getChatHistory';

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('the chat room', { timeout: 15_000 }, () => {
  setUpChatRoomTests();

  it('opens with the partner line and says which engine answers', async () => {
    renderChat(chatServer());
    expect(await screen.findByText('Answered by: Offline practice partner', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByRole('button', { name: 'Hello' })).toBeInTheDocument();
  });

  it('sends a message and shows the streamed reply that the server stored', async () => {
    const server = chatServer();
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.type(input, 'It was great{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByRole('button', { name: 'hear' })).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'great' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(server.callsTo('/api/transform/v1/chatByContext')[0]?.body).toMatchObject({ content: 'It was great' });
  });

  it('shows the typing indicator until the reply starts, then the text as it streams in', async () => {
    const stream = controlledStream();
    const server = chatServer({ '/api/transform/v1/chatByContext': () => stream.response() });
    const { user } = renderChat(server);
    await user.type(await screen.findByLabelText('Your message', {}, FIRST_LOAD), 'I went to the park{Enter}');
    const log = screen.getByRole('log');

    expect(await within(log).findByRole('status')).toHaveTextContent('Ms. Rivera is typing');
    expect(log).toHaveAttribute('aria-busy', 'true');

    act(() => stream.token('That'));
    expect(await within(log).findByText(messageText('That'))).toBeInTheDocument();
    expect(within(log).queryByText('Ms. Rivera is typing')).not.toBeInTheDocument();

    act(() => stream.token(' sounds lovely'));
    const streaming = (await within(log).findByText(messageText('That sounds lovely'))).closest('.bubble') as HTMLElement;
    // Still streaming: the reply has no actions yet (it cannot be played), and the list says it is busy.
    expect(within(streaming).queryByRole('toolbar')).not.toBeInTheDocument();
    expect(within(log).getAllByRole('button', { name: 'Play' })).toHaveLength(2);
    expect(log).toHaveAttribute('aria-busy', 'true');

    const body = server.callsTo('/api/transform/v1/chatByContext')[0]!.body as { content: string; clientMessageId: string };
    act(() => stream.done(body, 'That sounds lovely!'));
    expect(await within(log).findByText(messageText('That sounds lovely!'))).toBeInTheDocument();
    expect(within(log).getAllByRole('button', { name: 'Play' })).toHaveLength(3);
    expect(log).toHaveAttribute('aria-busy', 'false');
    // Screen readers hear the finished reply once, from the page's announcer. It is set by an effect
    // after the reply is stored (and the history refetched), so it may come a render later: wait for it.
    expect(await screen.findByText('Ms. Rivera: That sounds lovely!')).toBeInTheDocument();
  });

  it('keeps a message sent while the reply is still coming in the box, and sends it once the reply is there', async () => {
    const streams = [controlledStream(), controlledStream()];
    let call = 0;
    const server = chatServer({ '/api/transform/v1/chatByContext': () => streams[call++]!.response() });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.type(input, 'I like music{Enter}');
    const log = screen.getByRole('log');
    act(() => streams[0]!.token('Nice'));
    expect(await within(log).findByText(messageText('Nice'))).toBeInTheDocument();

    await user.type(input, 'What about you?{Enter}');
    expect(input).toHaveValue('What about you?');
    expect(server.callsTo('/api/transform/v1/chatByContext')).toHaveLength(1);

    const first = server.callsTo('/api/transform/v1/chatByContext')[0]!.body as { content: string; clientMessageId: string };
    act(() => streams[0]!.done(first, 'Nice! What music?'));
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'false'));
    expect(input).toHaveValue('What about you?');
    await user.type(input, '{Enter}');
    await waitFor(() => expect(server.callsTo('/api/transform/v1/chatByContext')).toHaveLength(2));
    expect(server.callsTo('/api/transform/v1/chatByContext')[1]?.body).toMatchObject({ content: 'What about you?' });
    expect(input).toHaveValue('');
  });

  it('puts a separator before the messages of each day', async () => {
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, 12).toISOString();
    const list = [
      message(1, 'ai', 'Three days ago', { createdAt: daysAgo(3) }),
      message(2, 'learner', 'Still three days ago', { createdAt: daysAgo(3) }),
      message(3, 'ai', 'From yesterday', { createdAt: daysAgo(1) }),
      message(4, 'learner', 'From today', { createdAt: now.toISOString() }),
    ];
    renderChat(chatServer({ [HISTORY]: () => ({ list, total: 4, conversationId: 7, updateNum: 0, sceneProgress: null }) }));
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    await within(log).findByText(messageText('From today'));
    const threeDaysAgo = new Date(daysAgo(3)).toLocaleDateString('en', { weekday: 'long', day: 'numeric', month: 'long', ...(new Date(daysAgo(3)).getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}) });
    const separators = log.querySelectorAll('.date-separator');
    expect([...separators].map((s) => s.textContent)).toEqual([threeDaysAgo, 'Yesterday', 'Today']);
    // Each separator comes right before the first message of its day.
    const order = [...log.querySelectorAll('.date-separator, .bubble__text')].map((e) => e.textContent);
    expect(order).toEqual([threeDaysAgo, 'Three days ago', 'Still three days ago', 'Yesterday', 'From yesterday', 'Today', 'From today']);
  });

  it('keeps only a window of rows in the page with hundreds of messages, and loads older ones at the top', async () => {
    const all = storedMessages(1, 300);
    const server = chatServer({
      [HISTORY]: (call) => {
        const beforeId = Number(call.query.get('beforeId')) || 301;
        const pageSize = Number(call.query.get('pageSize'));
        const page = all.filter((m) => m.id < beforeId).slice(-pageSize);
        return { list: page, total: all.length, conversationId: 7, updateNum: 0, sceneProgress: null };
      },
    });
    renderChat(server);
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    // Newest at the bottom, in view.
    expect(await within(log).findByText(messageText('Message 300'))).toBeInTheDocument();
    // At the bottom: rows measured after the scroll (a loaded machine) may shorten the list under it.
    await waitFor(() => expect(log.scrollTop).toBeGreaterThanOrEqual(log.scrollHeight - log.clientHeight));
    expect(within(log).queryByText(messageText('Message 251'))).not.toBeInTheDocument();
    expect(log.querySelectorAll('.bubble').length).toBeLessThan(25);

    // Scrolling back to the top asks for the page before the oldest message, again and again.
    for (let loaded = 50; loaded < 300; loaded += 50) {
      const before = server.callsTo(HISTORY).length;
      const oldestShown = 301 - loaded;
      act(() => scrollListTo(log, 0));
      await waitFor(() => expect(server.callsTo(HISTORY)).toHaveLength(before + 1));
      expect(server.callsTo(HISTORY).at(-1)?.query.get('beforeId')).toBe(String(oldestShown));
      // The learner keeps their place: the message that was at the top is still in view.
      await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
      await waitFor(() => expect(within(log).queryByText(messageText(`Message ${oldestShown}`))).toBeInTheDocument());
    }
    expect(log.querySelectorAll('.bubble').length).toBeLessThan(25);

    // With everything loaded, the top is the first message and nothing more is asked for.
    const calls = server.callsTo(HISTORY).length;
    act(() => scrollListTo(log, 0));
    expect(await within(log).findByText(messageText('Message 1'))).toBeInTheDocument();
    expect(within(log).queryByText(messageText('Message 300'))).not.toBeInTheDocument();
    expect(server.callsTo(HISTORY)).toHaveLength(calls);
  });

  it('follows the reply while it streams at the bottom, but leaves a learner who scrolled up to read', async () => {
    const streams = [controlledStream(), controlledStream()];
    let turn = 0;
    const server = chatServer({
      [HISTORY]: () => ({ list: storedMessages(1, 40), total: 40, conversationId: 7, updateNum: 0, sceneProgress: null }),
      '/api/transform/v1/chatByContext': () => streams[turn++]!.response(),
    });
    const { user } = renderChat(server);
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    await within(log).findByText(messageText('Message 40'));

    await user.type(screen.getByLabelText('Your message'), 'First question{Enter}');
    act(() => streams[0]!.token('Following along'));
    expect(await within(log).findByText(messageText('Following along'))).toBeInTheDocument();
    await waitFor(() => expect(log.scrollTop).toBe(log.scrollHeight - log.clientHeight));
    const first = server.callsTo('/api/transform/v1/chatByContext')[0]!.body as { content: string; clientMessageId: string };
    act(() => streams[0]!.done(first, 'Following along.'));
    await waitFor(() => expect(screen.getByLabelText('Your message')).not.toBeDisabled());

    await user.type(screen.getByLabelText('Your message'), 'Second question{Enter}');
    await within(log).findByText('Ms. Rivera is typing');
    // The learner scrolls up to reread something while the partner is typing.
    act(() => scrollListTo(log, 400));
    act(() => streams[1]!.token('Not pulled down'));
    await waitFor(() => expect(within(log).queryByText('Ms. Rivera is typing')).not.toBeInTheDocument());
    expect(log.scrollTop).toBe(400);
    expect(within(log).queryByText(messageText('Not pulled down'))).not.toBeInTheDocument();
  });

  it('keeps a failed send with a retry that reuses its id, so the reply comes once', async () => {
    let attempt = 0;
    const server = chatServer({
      '/api/transform/v1/chatByContext': (call) => {
        attempt += 1;
        if (attempt === 1) return new Response(JSON.stringify({ errCode: 503, data: null, message: 'the partner is not answering, please retry' }), { status: 200, headers: { 'content-type': 'application/json' } });
        return streamedReply(call.body as { content: string; clientMessageId: string }, ['Back again!']);
      },
    });
    const { user } = renderChat(server);
    await user.type(await screen.findByLabelText('Your message', {}, FIRST_LOAD), 'Are you there?{Enter}');
    expect(await screen.findByText('the partner is not answering, please retry')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('log')).findByRole('button', { name: 'Back' })).toBeInTheDocument();
    const bodies = server.callsTo('/api/transform/v1/chatByContext').map((c) => c.body as { clientMessageId: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.clientMessageId).toBe(bodies[0]?.clientMessageId);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('blurs reply text until tapped when the learner practises listening', async () => {
    useUserSettingsStore.setState({ autoBlurText: true });
    const { user } = renderChat(chatServer({ '/api/transform/v1/chatByContext': () => sse([]) }));
    const reveal = await screen.findByRole('button', { name: 'Show the reply text' }, FIRST_LOAD);
    await user.click(reveal);
    expect(within(screen.getByRole('log')).getByRole('button', { name: 'Hello' })).toBeInTheDocument();
  });

  it('fits the room to the space above the on-screen keyboard, where the browser does not shrink the page', async () => {
    // Safari keeps the page height and reports the keyboard only through visualViewport.
    const viewport = Object.assign(new EventTarget(), { height: 640, scale: 1 });
    vi.stubGlobal('visualViewport', viewport);
    vi.stubGlobal('innerHeight', 640);
    renderChat(chatServer());
    const room = (await screen.findByLabelText('Your message', {}, FIRST_LOAD)).closest('.chatroom') as HTMLElement;
    expect(room.style.getPropertyValue('--chat-viewport-height')).toBe('');

    viewport.height = 330;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(room.style.getPropertyValue('--chat-viewport-height')).toBe('330px');

    viewport.height = 640;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(room.style.getPropertyValue('--chat-viewport-height')).toBe('');
  });

  it('counts characters up to 140 and explains when voice input is missing', async () => {
    const { user } = renderChat(chatServer());
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.type(input, 'x'.repeat(150));
    expect(input).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
    await user.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Voice input is not supported in this browser.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold to talk, or tap to start recording' })).toBeDisabled());
  });
});
