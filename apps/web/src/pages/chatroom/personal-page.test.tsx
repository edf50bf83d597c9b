// The chat's personal settings: clearing this conversation, after a confirmation, and coming back
// to a fresh chat.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, message, messageText, renderChat, setUpChatRoomTests } from './chat-test-kit';

const CLEAR = '/api/transform/v1/clearChatHistory';

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('clearing a conversation from its personal settings', { timeout: 15_000 }, () => {
  setUpChatRoomTests();

  function serverWithHistory() {
    let list = [message(1, 'ai', 'Hi there'), message(2, 'learner', 'Something old'), message(3, 'ai', 'Tell me more')];
    const server = chatServer({
      '/api/transform/v1/getChatHistory': () => ({ list, total: list.length, conversationId: 7, updateNum: 0, sceneProgress: null }),
      '/api/common/v1/startChat': () => ({ conversationId: 7, message: list.at(-1) ?? message(9, 'ai', 'A fresh start!'), isNew: list.length === 0, engine: { engine: 'practice-partner', model: null }, sceneProgress: null }),
      [CLEAR]: () => {
        const cleared = list.length;
        list = [];
        return { conversationId: 7, cleared, updateNum: 1 };
      },
    });
    return server;
  }

  it('asks first, clears this conversation only, and the chat starts afresh', async () => {
    const server = serverWithHistory();
    const { location } = renderChat(server, '/chat/chatroom?roleId=2');
    const user = confirmingUser();
    await screen.findByText(messageText('Something old'), {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    await waitFor(() => expect(location()).toBe('/chat/chatroom/personal?roleId=2'));
    await user.click(await screen.findByRole('button', { name: 'Clear this conversation' }, FIRST_LOAD));
    await waitFor(() => expect(screen.getByText('Clear this conversation? The messages will be deleted.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('Cleared 3 messages', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(server.callsTo(CLEAR)[0]?.body).toEqual({ roleId: 2 });
    await waitFor(() => expect(location()).toBe('/chat/chatroom?roleId=2'));
    expect(await screen.findByText(messageText('A fresh start!'))).toBeInTheDocument();
    expect(screen.queryByText(messageText('Something old'))).not.toBeInTheDocument();
  });

  it('keeps the conversation when the learner cancels, and names the scene when clearing one', async () => {
    const server = serverWithHistory();
    renderChat(server, '/chat/chatroom/personal?roleId=1&sceneId=4');
    const user = confirmingUser();
    await user.click(await screen.findByRole('button', { name: 'Clear this conversation' }, FIRST_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Cancel' })).toHaveLength(0), { timeout: 5000 });
    expect(server.callsTo(CLEAR)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear this conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(server.callsTo(CLEAR)[0]?.body).toEqual({ roleId: 1, sceneId: 4 }));
  });
});

/** The confirmation ignores pointers while it animates in; a person waits for it, the test need not. */
const confirmingUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
