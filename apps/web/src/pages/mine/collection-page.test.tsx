import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD, ServerFailure, collectionItem, fakeServer, renderScreen, stubAudio, type ServerCall } from '../../test/render-screen';
import { measurePxLikeABrowser, pullDown } from '../../test/pull-to-refresh';

const LIST = '/api/userCollect/v1/getMyCollection';
const UPDATE = '/api/userCollect/v1/updateUserCollection';
const SPEAK = '/api/transform/v1/textToAudio';

type Item = ReturnType<typeof collectionItem> & { kind: string; content: string; note: string };

/** A collection kept like the server keeps it: newest first, by kind and search, in pages. */
function collectionServer(items: Item[], overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  let saved = [...items];
  return fakeServer({
    [LIST]: ({ body }) => {
      const kind = body?.kind as string | undefined;
      const search = (body?.search as string | undefined)?.toLowerCase();
      const page = Number(body?.page ?? 1);
      const pageSize = Number(body?.pageSize ?? 20);
      const list = saved.filter((i) => (!kind || i.kind === kind) && (!search || i.content.toLowerCase().includes(search)));
      return { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length };
    },
    [UPDATE]: ({ body }) => {
      const item = saved.find((i) => i.id === body?.id);
      if (!item) throw new ServerFailure('not in your collection', 404);
      if (body?.action === 'remove') {
        saved = saved.filter((i) => i !== item);
        return { item: null };
      }
      item.note = String(body?.note);
      return { item };
    },
    [SPEAK]: () => ({ url: '/media/audio/abcdef0123456789.wav', durationMs: 500 }),
    ...overrides,
  });
}

const words = (): Item[] => [
  collectionItem(3, { content: 'croissant', ipa: 'ˈkrwæsɒ̃', meaning: 'a flaky pastry' }) as Item,
  collectionItem(2, { content: 'receipt', note: 'the p is silent' }) as Item,
  collectionItem(1, { kind: 'phrase', content: 'Could I have the bill?' }) as Item,
];

/** The dialog ignores pointers while it animates in; a person waits for it, the test does not need to. */
const dialogUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const itemNames = () => within(screen.getByRole('list')).queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('the collection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Dialog.clear();
  });

  it('shows saved words with their IPA, meaning and note, and other kinds in their tabs', async () => {
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    const croissant = await screen.findByRole('article', { name: 'croissant' }, FIRST_LOAD);
    expect(croissant).toHaveTextContent('/ˈkrwæsɒ̃/');
    expect(croissant).toHaveTextContent('a flaky pastry');
    expect(screen.getByRole('article', { name: 'receipt' })).toHaveTextContent('Note: the p is silent');
    expect(itemNames()).toEqual(['croissant', 'receipt']);

    await user.click(screen.getByRole('tab', { name: 'Phrases' }));
    await waitFor(() => expect(itemNames()).toEqual(['Could I have the bill?']));
    expect(server.callsTo(LIST).at(-1)?.body).toMatchObject({ kind: 'phrase', page: 1, pageSize: 20 });

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages saved yet. Save a message from its menu in a chat.')).toBeVisible();
  });

  it('searches once the learner stops typing', async () => {
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    await screen.findByRole('article', { name: 'croissant' }, FIRST_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search your words' }), 'rec');
    await waitFor(() => expect(itemNames()).toEqual(['receipt']));
    expect(server.callsTo(LIST).map((c) => c.body?.search)).toEqual([undefined, 'rec']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search your words' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your words' }), 'zebra');
    expect(await screen.findByText('Nothing matches “zebra”.')).toBeVisible();
  });

  it('plays an item', async () => {
    const audio = stubAudio();
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    await user.click(await screen.findByRole('button', { name: 'Play “croissant”' }, FIRST_LOAD));
    expect(await screen.findByRole('button', { name: 'Stop “croissant”' })).toBeVisible();
    expect(server.callsTo(SPEAK)[0]?.body).toMatchObject({ text: 'croissant' });
    expect(audio.played).toEqual([expect.stringMatching(/\/media\/audio\/abcdef0123456789\.wav$/)]);
  });

  it('adds and edits a note', async () => {
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    await user.click(await screen.findByRole('button', { name: 'Add a note for “croissant”' }, FIRST_LOAD));
    const field = screen.getByRole('textbox', { name: 'Note for croissant' });
    expect(field).toHaveFocus();
    await user.type(field, 'Heard it in Paris');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Heard it in Paris')).toBeVisible();
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ action: 'note', id: 3, note: 'Heard it in Paris' });
    expect(screen.queryByRole('textbox', { name: 'Note for croissant' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit note for “receipt”' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(UPDATE)).toHaveLength(1);
    expect(screen.getByText('the p is silent')).toBeVisible();
  });

  it('removes an item after the learner confirms, and keeps it when they do not', async () => {
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    await user.click(await screen.findByRole('button', { name: 'Remove “receipt”' }, FIRST_LOAD));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await dialogUser().click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(UPDATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove “receipt”' }));
    dialog = await screen.findByRole('dialog');
    await dialogUser().click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(itemNames()).toEqual(['croissant']));
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ action: 'remove', id: 2 });
  });

  it('offers remove in the swipe actions too', async () => {
    const server = collectionServer(words());
    const { user } = renderScreen('/chat/mine/collection', server);
    const croissant = await screen.findByRole('article', { name: 'croissant' }, FIRST_LOAD);
    // The swipe action sits beside the item, revealed by swiping left.
    const swipe = croissant.closest('.adm-swipe-action');
    await user.click(within(swipe as HTMLElement).getByRole('button', { name: 'Remove' }));
    await dialogUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(itemNames()).toEqual(['receipt']));
  });

  it('loads more at the bottom in pages of 20', async () => {
    const many = Array.from({ length: 25 }, (_, i) => collectionItem(100 - i, { content: `word ${i + 1}` }) as Item);
    const server = collectionServer(many);
    const { user } = renderScreen('/chat/mine/collection', server);
    await screen.findByRole('article', { name: 'word 1' }, FIRST_LOAD);
    expect(itemNames()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(itemNames()).toHaveLength(25));
    expect(itemNames().at(-1)).toBe('word 25');
    expect(server.callsTo(LIST).map((c) => c.body?.page)).toEqual([1, 2]);
    expect(screen.getByText('That is everything.')).toBeVisible();
  });

  it('refreshes the list when the learner pulls it down far enough, and not on a short pull', async () => {
    measurePxLikeABrowser();
    const saved = [collectionItem(1, { content: 'apple' })];
    const server = collectionServer([], { [LIST]: () => ({ list: [...saved].reverse(), total: saved.length }) });
    renderScreen('/chat/mine/collection', server);
    const apple = await screen.findByRole('article', { name: 'apple' }, FIRST_LOAD);
    // Saved meanwhile on another device.
    saved.push(collectionItem(2, { content: 'banana' }));

    pullDown(apple, 20);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    expect(server.callsTo(LIST)).toHaveLength(1);

    pullDown(apple, 200);
    expect(await screen.findByRole('article', { name: 'banana' })).toBeVisible();
    expect(itemNames()).toEqual(['banana', 'apple']);
    expect(server.callsTo(LIST)).toHaveLength(2);
    expect(await screen.findByText('Up to date')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let attempt = 0;
    const server = collectionServer(words(), {
      [LIST]: () => {
        attempt += 1;
        if (attempt === 1) throw new ServerFailure('the shelf is stuck');
        return { list: [collectionItem(9, { content: 'umbrella' })], total: 1 };
      },
    });
    const { user } = renderScreen('/chat/mine/collection', server);
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('the shelf is stuck');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'umbrella' })).toBeVisible();
  });

  it('says what to do when nothing is saved yet', async () => {
    renderScreen('/chat/mine/collection', collectionServer([]));
    expect(await screen.findByText('No words saved yet. Tap the star beside a word in a scene or a chat to save it.', {}, FIRST_LOAD)).toBeVisible();
  });
});
