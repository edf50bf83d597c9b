// Scene mode: the goal and the progress through the scene's lines, and its summary at the end.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, sceneSummary } from '../../test/render-screen';
import { chatServer, message, messageText, renderChat, setUpChatRoomTests, streamedReply } from './chat-test-kit';

const progress = (turn: number, completed = false) => ({ sceneId: 3, turn, turnCount: 3, completed, hintedTurns: 0 });
const scene = { ...sceneSummary(3, { title: 'Ordering coffee', goal: 'Order a drink and pay for it', turnCount: 3 }), setting: 'A café', keyPhrases: [], keyWords: [], opening: 'Hi! What can I get you?' };

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('a scene in the chat room', { timeout: 15_000 }, () => {
  setUpChatRoomTests();

  it('shows the goal and the step, moves on with each turn, and sums the scene up at its end', async () => {
    const history = [message(1, 'ai', 'Hi! What can I get you?', { sceneId: 3 }), message(2, 'learner', 'A latte, please.', { sceneId: 3 }), message(3, 'ai', 'Anything else?', { sceneId: 3 })];
    let turn = 1;
    const server = chatServer({
      '/api/aiTopic/v1/getTopicSceneItem': () => scene,
      '/api/transform/v1/getChatHistory': () => ({ list: history, total: 3, conversationId: 7, updateNum: 0, sceneProgress: progress(1) }),
      '/api/common/v1/startChat': () => ({ conversationId: 7, message: history[2], isNew: false, engine: { engine: 'practice-partner', model: null }, sceneProgress: progress(1) }),
      '/api/aiTopic/v1/chatByContext': (call) => {
        turn += 1;
        const body = call.body as { content: string; clientMessageId: string };
        if (turn === 2) return streamedReply(body, ['That is 3 euros.'], { sceneProgress: progress(2) });
        return streamedReply(body, ['Here you are. Enjoy!'], {
          sceneProgress: progress(3, true),
          sceneSummary: { sceneId: 3, title: 'Ordering coffee', turnCount: 3, hintedTurns: 0, keyPhrases: [{ text: 'Can I pay by card?', meaning: 'asking to pay with a card' }], text: 'You ordered and paid without any hints.' },
        });
      },
    });
    const { user } = renderChat(server, '/chat/chatroom?roleId=1&sceneId=3');
    // The panel keeps its place from the first frame, busy until the scene has loaded (layout shift, issue 20).
    const panel = await screen.findByRole('region', { name: 'Scene' }, FIRST_LOAD);
    expect(await within(panel).findByText('Ordering coffee')).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(within(panel).getByText('🎯 Order a drink and pay for it')).toBeInTheDocument();
    expect(await within(panel).findByText('Step 2 of 3')).toBeInTheDocument();

    const input = screen.getByLabelText('Your message');
    await user.type(input, 'No, thanks.{Enter}');
    expect(await within(panel).findByText('Step 3 of 3')).toBeInTheDocument();
    expect(server.callsTo('/api/aiTopic/v1/chatByContext')[0]?.body).toMatchObject({ sceneId: 3, content: 'No, thanks.' });
    expect(within(panel).queryByText(/Scene complete!/)).not.toBeInTheDocument();

    await user.type(input, 'Can I pay by card?{Enter}');
    const summary = await within(panel).findByRole('status');
    expect(summary).toHaveTextContent('Scene complete! You ordered and paid without any hints.');
    expect(summary).toHaveTextContent('Can I pay by card? — asking to pay with a card');
    expect(within(panel).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Play the scene again' })).toBeInTheDocument();
  });

  it("keeps the panel's place while the scene loads, and leaves no empty panel when it cannot be loaded", async () => {
    let failScene: (error: Error) => void = () => undefined;
    const server = chatServer({ '/api/aiTopic/v1/getTopicSceneItem': () => new Promise((_, reject) => (failScene = reject)) });
    renderChat(server, '/chat/chatroom?roleId=1&sceneId=3');
    const panel = await screen.findByRole('region', { name: 'Scene' }, FIRST_LOAD);
    expect(panel).toHaveAttribute('aria-busy', 'true');
    failScene(new Error('The scene could not be loaded'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Scene' })).not.toBeInTheDocument());
    expect(await screen.findByText(messageText('Hello! How was your day?'), undefined, FIRST_LOAD)).toBeInTheDocument();
  });
});
