// The chat room's sheets: hints that fill the input, the word card with its collect toggle, and
// the emoji picker whose search waits for the learner to stop typing (300 ms).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, message, renderChat, setUpChatRoomTests, sheetReady } from './chat-test-kit';

const EMOJI = '/api/transform/v1/searchEmoji';
const emoji = (symbol: string, name: string) => ({ emoji: symbol, name, keywords: [name] });

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('the chat room sheets', { timeout: 15_000 }, () => {
  setUpChatRoomTests();

  it("offers hints for the learner's turn, and a tapped hint fills the input", async () => {
    const server = chatServer({ '/api/transform/v1/prompt': () => ({ list: [{ text: 'It was great, thanks!' }, { text: 'Not bad. And yours?' }], total: 2, tip: 'Answer the question.' }) });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Hints: what could I say?' }));
    const sheet = await sheetReady(await screen.findByRole('region', { name: 'Hints' }));
    expect(await within(sheet).findByText('Answer the question.')).toBeInTheDocument();
    expect(server.callsTo('/api/transform/v1/prompt')[0]?.query.get('roleId')).toBe('1');
    await user.click(within(sheet).getByRole('button', { name: 'Not bad. And yours?' }));
    expect(input).toHaveValue('Not bad. And yours?');
    expect(screen.getByText('19/140')).toBeInTheDocument();
  });

  it('opens the card of a tapped word with its IPA, and saves and removes it from the collection', async () => {
    let collectedId: number | null = null;
    const item = (id: number) => ({ id, kind: 'word', content: 'park', ipa: 'pɑrk', meaning: null, note: '', sceneId: null, messageId: null, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' });
    const server = chatServer({
      '/api/transform/v1/getChatHistory': () => ({ list: [message(1, 'ai', 'Did you go to the park?')], total: 1, conversationId: 7, updateNum: 0, sceneProgress: null }),
      '/api/transform/v1/learnAboutWord': () => ({
        word: 'park',
        lemma: 'park',
        ipa: 'pɑrk',
        partsOfSpeech: ['noun'],
        senses: [{ partOfSpeech: 'noun', definition: 'a large public garden', examples: ['We walked in the park.'], synonyms: [] }],
        translation: { text: 'parque', kind: 'translation', provider: 'apertium', source: 'en', target: 'es' },
      }),
      '/api/userCollect/v1/checkWordStatus': () => ({ isCollected: collectedId !== null, id: collectedId }),
      '/api/userCollect/v1/collectContent': () => {
        collectedId = 5;
        return { item: item(5), isNew: true };
      },
      '/api/userCollect/v1/updateUserCollection': () => {
        collectedId = null;
        return { item: null };
      },
    });
    const { user } = renderChat(server);
    await user.click(await within(await screen.findByRole('log', {}, FIRST_LOAD)).findByRole('button', { name: 'park' }));

    const card = await sheetReady(await screen.findByRole('dialog', { name: 'Word card: park' }));
    expect(await within(card).findByText('/pɑrk/')).toBeInTheDocument();
    expect(within(card).getByText('parque')).toBeInTheDocument();
    expect(within(card).getByText('a large public garden')).toBeInTheDocument();
    expect(server.callsTo('/api/transform/v1/learnAboutWord')[0]?.query.get('word')).toBe('park');

    const save = await within(card).findByRole('button', { name: 'Save to collection' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const remove = await within(card).findByRole('button', { name: 'Remove from collection' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('/api/userCollect/v1/collectContent')[0]?.body).toMatchObject({ kind: 'word', content: 'park' });

    await user.click(remove);
    expect(await within(card).findByRole('button', { name: 'Save to collection' })).toBeInTheDocument();
    expect(server.callsTo('/api/userCollect/v1/updateUserCollection')[0]?.body).toEqual({ action: 'remove', id: 5 });
  });

  it('searches emoji once the learner stops typing for 300 ms, and adds the picked one to the message', async () => {
    const server = chatServer({
      [EMOJI]: (call) => ({ list: call.query.get('keyword') === 'cat' ? [emoji('🐱', 'cat face')] : [emoji('😀', 'grinning face')], total: 1 }),
    });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.type(input, 'Hi ');
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    const sheet = await sheetReady(await screen.findByRole('region', { name: 'Emoji' }));
    expect(await within(sheet).findByRole('button', { name: 'grinning face' })).toBeInTheDocument();
    const searches = () => server.callsTo(EMOJI).map((c) => c.query.get('keyword'));
    expect(searches()).toEqual(['']);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = within(sheet).getByPlaceholderText('Search emoji');
    for (const typed of ['c', 'ca', 'cat']) {
      fireEvent.change(search, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(100));
    }
    // Still typing (100 ms between keys): nothing asked yet.
    act(() => vi.advanceTimersByTime(199));
    expect(searches()).toEqual(['']);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await user.click(await within(sheet).findByRole('button', { name: 'cat face' }));
    expect(searches()).toEqual(['', 'cat']);
    expect(input).toHaveValue('Hi 🐱');
  });

  it('keeps the last emoji on screen while a search loads, and a tap on one of them still adds it', async () => {
    let answerSearch: () => void = () => undefined;
    const server = chatServer({
      [EMOJI]: (call) =>
        call.query.get('keyword') === 'coffee'
          ? new Promise((resolve) => {
              answerSearch = () => resolve({ list: [emoji('☕', 'hot beverage')], total: 1 });
            })
          : { list: [emoji('😀', 'grinning face'), emoji('☕', 'hot beverage')], total: 2 },
    });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    const sheet = await sheetReady(await screen.findByRole('region', { name: 'Emoji' }));
    await within(sheet).findByRole('button', { name: 'hot beverage' });
    await user.type(within(sheet).getByPlaceholderText('Search emoji'), 'coffee');
    await waitFor(() => expect(server.callsTo(EMOJI).map((c) => c.query.get('keyword'))).toContain('coffee'));
    // The search is still loading: the first results are there, not a loading block.
    await user.click(within(sheet).getByRole('button', { name: 'hot beverage' }));
    expect(input).toHaveValue('☕');
    answerSearch();
  });

  it('answers an emoji search that failed with a retry', async () => {
    let attempts = 0;
    const server = chatServer({
      [EMOJI]: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('emoji are resting');
        return { list: [emoji('😀', 'grinning face')], total: 1 };
      },
    });
    const { user } = renderChat(server);
    await user.click(await screen.findByRole('button', { name: 'Emoji' }, FIRST_LOAD));
    const sheet = await sheetReady(await screen.findByRole('region', { name: 'Emoji' }));
    expect(await within(sheet).findByText('emoji are resting')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'grinning face' })).toBeInTheDocument());
  });
});
