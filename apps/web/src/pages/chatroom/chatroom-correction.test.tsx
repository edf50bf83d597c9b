// Issue 14 in the chat room: the server's correction marked on the learner's own message (wrong
// words struck through, the fix marked, the one-line reason under it), a voice turn sent as
// heard says so, and the correction level is chosen in the chat's personal settings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, message, messageText, renderChat, setUpChatRoomTests, streamedReply } from './chat-test-kit';

const CORRECTION = { start: 2, end: 11, wrong: 'have went', fix: 'went', reason: 'past simple for a finished time: yesterday', category: 'tense' };

describe('corrections in the chat room', { timeout: 15_000 }, () => {
  setUpChatRoomTests();
  const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('marks the fix on the learner message from the history', async () => {
    const list = [message(1, 'ai', 'Where did you go?'), message(2, 'learner', 'I have went there yesterday.', { correction: CORRECTION }), message(3, 'ai', 'Nice!')];
    const server = chatServer({ '/api/transform/v1/getChatHistory': () => ({ list, total: 3, conversationId: 7, updateNum: 0, sceneProgress: null }) });
    renderChat(server);
    const note = await screen.findByRole('note', { name: 'Correction' }, FIRST_LOAD);
    expect(note).toHaveTextContent('went — past simple for a finished time: yesterday');
    const bubble = note.closest('.bubble') as HTMLElement;
    // A word diff of "have went" → "went": only "have" is struck through; "went" stays, unmarked.
    expect(within(bubble).getByLabelText('mistake: have').tagName).toBe('DEL');
    expect(within(bubble).queryByLabelText(/^correction:/)).toBeNull();
    expect(bubble).toHaveTextContent('I have went there yesterday.');
    expect(within(note).getByRole('button', { name: 'Why?' })).toBeInTheDocument();
  });

  it('practises the corrected form of a corrected learner message, and offers no practice on an uncorrected one', async () => {
    const list = [message(1, 'ai', 'Where did you go?'), message(2, 'learner', 'I have went there yesterday.', { correction: CORRECTION }), message(3, 'learner', 'It was fun.')];
    const server = chatServer({ '/api/transform/v1/getChatHistory': () => ({ list, total: 3, conversationId: 7, updateNum: 0, sceneProgress: null }) });
    const { user: clicker } = renderChat(server);
    const bubble = (await screen.findByRole('note', { name: 'Correction' }, FIRST_LOAD)).closest('.bubble') as HTMLElement;
    const log = screen.getByRole('log');
    const plain = within(log).getByText(messageText('It was fun.')).closest('.bubble') as HTMLElement;
    expect(within(plain).queryByRole('button', { name: 'Practise this' })).toBeNull();
    await clicker.click(within(bubble).getByRole('button', { name: 'Practise this' }));
    const sheet = await screen.findByRole('region', { name: 'Practise this' });
    // The sentence as it should be said: the fix applied, no doubled space.
    expect(within(sheet).getByText('I went there yesterday.')).toBeInTheDocument();
  });

  it('shows the fix on a message just sent, and leaves a correction that does not fit the text out', async () => {
    let turn = 0;
    const server = chatServer({
      '/api/transform/v1/chatByContext': (call) => {
        const body = call.body as { content: string; clientMessageId: string };
        const correction = turn++ === 0 ? CORRECTION : { ...CORRECTION, start: 40, end: 49 };
        return streamedReply(body, ['Great!'], { learnerMessage: message(500 + turn, 'learner', body.content, { clientMessageId: body.clientMessageId, correction }) });
      },
    });
    renderChat(server);
    const input = await screen.findByRole('textbox', {}, FIRST_LOAD);
    await user().type(input, 'I have went there yesterday.{Enter}');
    expect(await screen.findByRole('note', { name: 'Correction' })).toHaveTextContent('went — past simple');
    expect(server.callsTo('/api/transform/v1/chatByContext')[0]?.body).not.toHaveProperty('voice');
    await user().type(input, 'Something else.{Enter}');
    await screen.findByText(messageText('Something else.'));
    await waitFor(() => expect(server.callsTo('/api/transform/v1/chatByContext')).toHaveLength(2));
    expect(screen.getAllByRole('note', { name: 'Correction' })).toHaveLength(1);
  });

  it('sets the correction level in the personal settings', async () => {
    const server = chatServer({ '/api/user/v1/updateUserSettings': (call) => ({ ...(call.body as object) }) });
    const { location } = renderChat(server, '/chat/chatroom?roleId=2');
    await user().click(await screen.findByRole('button', { name: 'Chat settings' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/chatroom/personal?roleId=2'));
    await user().click(await screen.findByText('Everything', {}, FIRST_LOAD));
    await waitFor(() => expect(server.callsTo('/api/user/v1/updateUserSettings').at(-1)?.body).toEqual({ correctionLevel: 'everything' }));
    await user().click(screen.getByText('Role default'));
    await waitFor(() => expect(server.callsTo('/api/user/v1/updateUserSettings').at(-1)?.body).toEqual({ correctionLevel: null }));
  });
});
