// The actions on a message: labelled buttons under it (one tab stop, the arrow keys move between
// them), and the same actions as a menu on a long press (350 ms, 10 px tolerance); translate,
// grammar check, copy, save.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, message, messageText, renderChat, scrollListTo, setUpChatRoomTests, storedMessages } from './chat-test-kit';

const HISTORY = '/api/transform/v1/getChatHistory';
const conversation = [message(1, 'ai', 'Where did you go yesterday?'), message(2, 'learner', 'Yesterday I go to the park.')];
const historyOf = (list: unknown[]) => () => ({ list, total: list.length, conversationId: 7, updateNum: 0, sceneProgress: null });

function bubbleOf(text: string) {
  return within(screen.getByRole('log')).getByText(messageText(text)).closest('.bubble') as HTMLElement;
}

/** The labelled buttons under a message. */
const actionsOf = (text: string) => within(within(bubbleOf(text)).getByRole('toolbar', { name: 'Message actions' }));

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('the actions on a chat message', { timeout: 15_000 }, () => {
  setUpChatRoomTests();

  it('are labelled buttons on each message, for what that kind of message can do, one tab stop per message', async () => {
    const { user } = renderChat(chatServer({ [HISTORY]: historyOf(conversation) }));
    await screen.findByText(messageText('Where did you go yesterday?'), {}, FIRST_LOAD);
    const names = (text: string) => actionsOf(text).getAllByRole('button').map((button) => button.textContent);
    // The partner's message can be practised aloud (chatroom-voice).
    expect(names('Where did you go yesterday?')).toEqual(['Play', 'Translate', 'Practise this', 'Save', 'Copy']);
    // The learner's own message can be checked too (and scored, when it was spoken: chatroom-voice).
    expect(names('Yesterday I go to the park.')).toEqual(['Play', 'Translate', 'Check grammar', 'Save', 'Copy']);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();

    // From the words of the partner's message, Tab reaches its actions once, then the next message.
    const log = screen.getByRole('log');
    within(bubbleOf('Where did you go yesterday?')).getByRole('button', { name: 'Where' }).focus();
    await user.tab();
    expect(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.tab();
    expect(within(bubbleOf('Yesterday I go to the park.')).getByRole('button', { name: 'Yesterday' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(log.querySelectorAll('.bubble__action[tabindex="0"]')).toHaveLength(2);
  });

  it('open as a menu after a press held for 350 ms, and not when the finger moves more than 10 px', async () => {
    renderChat(chatServer({ [HISTORY]: historyOf(conversation) }));
    await screen.findByText(messageText('Where did you go yesterday?'), {}, FIRST_LOAD);
    const bubble = bubbleOf('Where did you go yesterday?');
    vi.useFakeTimers();

    // A press that slides (a scroll) is not a long press.
    fireEvent.pointerDown(bubble, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bubble, { clientX: 100, clientY: 111 });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).not.toBeInTheDocument();

    // Released before 350 ms: a tap.
    fireEvent.pointerDown(bubble, { clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(349));
    fireEvent.pointerUp(bubble);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).not.toBeInTheDocument();

    // Held still (a wobble within 10 px is still holding) for 350 ms: the actions open.
    fireEvent.pointerDown(bubble, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bubble, { clientX: 106, clientY: 108 });
    act(() => vi.advanceTimersByTime(349));
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('menuitem', { name: 'Translate' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Save' })).toBeInTheDocument();
    // The partner's messages have no grammar check or pronunciation score: those are for the learner's own.
    expect(screen.queryByRole('menuitem', { name: 'Check grammar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pronunciation score' })).not.toBeInTheDocument();
  });

  it("translates a message into the learner's language, and keeps the translation after scrolling away", async () => {
    const list = [...storedMessages(1, 30), message(31, 'ai', 'See you tomorrow!')];
    const server = chatServer({
      [HISTORY]: historyOf(list),
      '/api/transform/v1/translateWithNativeLanguage': (call) => ({ text: call.body?.text === 'See you tomorrow!' ? '¡Hasta mañana!' : '?', kind: 'translation', provider: 'apertium', source: 'en', target: 'es' }),
    });
    const { user } = renderChat(server);
    await screen.findByText(messageText('See you tomorrow!'), {}, FIRST_LOAD);
    await user.click(actionsOf('See you tomorrow!').getByRole('button', { name: 'Translate' }));
    expect(await within(screen.getByRole('log')).findByText('¡Hasta mañana!')).toBeInTheDocument();

    // The list drops rows far out of view; the translation is kept with the message.
    const log = screen.getByRole('log');
    act(() => scrollListTo(log, 0));
    await waitFor(() => expect(within(log).queryByText('¡Hasta mañana!')).not.toBeInTheDocument());
    act(() => scrollListTo(log, log.scrollHeight));
    expect(await within(log).findByText('¡Hasta mañana!')).toBeInTheDocument();
  });

  it("checks the grammar of the learner's own message and shows the correction inline with the rule", async () => {
    const server = chatServer({
      [HISTORY]: historyOf(conversation),
      '/api/transform/v1/checkGrammar': () => ({
        hasError: true,
        corrected: 'Yesterday I went to the park.',
        issues: [{ start: 12, end: 14, text: 'go', suggestion: 'went', explanation: 'Use the past simple for finished actions.', explanationNative: 'Usa el pasado simple.', category: 'tense', source: 'rules' }],
      }),
    });
    const { user } = renderChat(server);
    await screen.findByText(messageText('Yesterday I go to the park.'), {}, FIRST_LOAD);
    await user.click(actionsOf('Yesterday I go to the park.').getByRole('button', { name: 'Check grammar' }));
    const note = await screen.findByRole('note', { name: 'Grammar check' });
    expect(note).toHaveTextContent('Better: Yesterday I went to the park.');
    expect(note).toHaveTextContent('go → went: Use the past simple for finished actions. (Usa el pasado simple.)');
    expect(server.callsTo('/api/transform/v1/checkGrammar')[0]?.body).toMatchObject({ content: 'Yesterday I go to the park.' });
  });

  it("copies a message and says 'Copied', or 'Copied error' when the clipboard refuses", async () => {
    const { user } = renderChat(chatServer({ [HISTORY]: historyOf(conversation) }));
    await screen.findByText(messageText('Where did you go yesterday?'), {}, FIRST_LOAD);
    // After rendering: user-event puts its own clipboard in place when it is set up.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));

    await user.click(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Where did you go yesterday?');

    await user.click(actionsOf('Yesterday I go to the park.').getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied error')).toBeInTheDocument();
  });

  it('saves a message to the collection', async () => {
    const item = { id: 9, kind: 'phrase', content: 'Where did you go yesterday?', ipa: null, meaning: null, note: '', sceneId: null, messageId: 1, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
    let saved = 0;
    const server = chatServer({ [HISTORY]: historyOf(conversation), '/api/aiTopic/v1/collectChatMessage': () => ({ item, isNew: saved++ === 0 }) });
    const { user } = renderChat(server);
    await screen.findByText(messageText('Where did you go yesterday?'), {}, FIRST_LOAD);
    await user.click(actionsOf('Where did you go yesterday?').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved to your collection')).toBeInTheDocument();
    expect(server.callsTo('/api/aiTopic/v1/collectChatMessage')[0]?.body).toEqual({ messageId: 1 });
  });
});
