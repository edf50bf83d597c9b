// The saved state of a word is one piece of data: the star on a scene's key word and the button
// on the word card (the same word, tapped in another case) must agree after either one saves.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { collectionKeys } from '../../../api/collection';
import { setApiCaller } from '../../../lib/api';
import { createApiCaller } from '../../../lib/request/api-caller';
import { createRequestClient } from '../../../lib/request/request-client';
import { collectionItem, fakeServer } from '../../../test/render-screen';
import { CollectWordButton } from './collect-word-button';

const STATUS = '/api/userCollect/v1/checkWordStatus';

/** A server that, like the real one, compares words without case. */
function collectionServer() {
  const saved = new Map<string, number>();
  return fakeServer({
    [STATUS]: ({ query }) => {
      const id = saved.get((query.get('word') ?? '').toLowerCase());
      return { isCollected: id !== undefined, id: id ?? null };
    },
    '/api/userCollect/v1/collectContent': ({ body }) => {
      saved.set(String(body?.content).toLowerCase(), 9);
      return { item: collectionItem(9, { content: body?.content }), isNew: true };
    },
    '/api/userCollect/v1/updateUserCollection': () => {
      saved.clear();
      return { item: null };
    },
  });
}

function renderBoth(server: ReturnType<typeof fakeServer>) {
  const client = createRequestClient({ fetch: server.fetch, getToken: () => 'tok', getDeviceId: () => 'test-device', onSessionExpired: () => undefined, loading: { show: () => undefined, hide: () => undefined } });
  setApiCaller(createApiCaller(client), client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <section aria-label="Key words">
        <CollectWordButton word="Croissant" />
      </section>
      <section aria-label="Word card">
        <CollectWordButton word="croissant" look="card" />
      </section>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), list: screen.getByRole('region', { name: 'Key words' }), card: screen.getByRole('region', { name: 'Word card' }) };
}

describe("a word's saved state", () => {
  it('is kept under one key whatever the case and spacing of the word', () => {
    expect(collectionKeys.wordStatus(' Croissant')).toEqual(collectionKeys.wordStatus('croissant'));
  });

  it('saved on the word card shows saved on the key-word star, and removed there shows unsaved on the card', async () => {
    const server = collectionServer();
    const { user, list, card } = renderBoth(server);
    await user.click(await within(card).findByRole('button', { name: 'Save to collection' }));
    // Both buttons read the one cached answer: the server was asked once.
    expect(server.callsTo(STATUS)).toHaveLength(1);
    expect(await within(list).findByRole('button', { name: 'Remove Croissant from collection' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove from collection' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(list).getByRole('button', { name: 'Remove Croissant from collection' }));
    expect(await within(card).findByRole('button', { name: 'Save to collection' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('button', { name: 'Save Croissant to collection' })).toBeInTheDocument();
  });
});
