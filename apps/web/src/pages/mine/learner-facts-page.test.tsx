import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen } from '../../test/render-screen';

const LIST = '/api/userFacts/v1/getLearnerFacts';
const UPDATE = '/api/userFacts/v1/updateLearnerFact';
const DELETE = '/api/userFacts/v1/deleteLearnerFacts';

interface Fact { id: number; key: string; label: string; value: string; conversationId: number | null; updatedAt: string }
const fact = (id: number, key: string, label: string, value: string): Fact => ({ id, key, label, value, conversationId: 7, updatedAt: '2026-11-23T10:00:00.000Z' });

/** The facts kept like the server keeps them: edited in place, forgotten one by one or all at once. */
function factsServer(start: Fact[], overrides: Record<string, () => unknown> = {}) {
  let facts = [...start];
  return fakeServer({
    [LIST]: () => ({ list: facts }),
    [UPDATE]: ({ body }) => {
      const found = facts.find((f) => f.id === body?.id);
      if (!found) throw new ServerFailure('fact not found', 404);
      found.value = String(body?.value);
      found.conversationId = null;
      return { item: found };
    },
    [DELETE]: ({ body }) => {
      const before = facts.length;
      facts = body?.all ? [] : facts.filter((f) => f.id !== body?.id);
      return { deleted: before - facts.length };
    },
    ...overrides,
  });
}

const someFacts = () => [fact(1, 'name', 'name', 'Ana'), fact(2, 'pet:dog', 'pet dog', 'Bruno'), fact(3, 'likes:cooking', 'likes', 'cooking'), fact(4, 'from', 'comes from', 'Brazil')];
/** The dialog ignores pointers while it animates in; a person waits for it, the test does not need to. */
const dialogUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('what your partner remembers', () => {
  afterEach(() => Dialog.clear());

  it('lists the facts by kind', async () => {
    renderScreen('/chat/mine/facts', factsServer(someFacts()));
    const about = await screen.findByRole('region', { name: 'About you' }, FIRST_LOAD);
    expect(within(about).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['name: Ana', 'comes from: Brazil']);
    expect(within(screen.getByRole('region', { name: 'Family and pets' })).getByRole('article')).toHaveTextContent('Bruno');
    expect(within(screen.getByRole('region', { name: 'Likes and dislikes' })).getByRole('article')).toHaveTextContent('cooking');
  });

  it('shows loading, then an empty note when nothing is remembered', async () => {
    renderScreen('/chat/mine/facts', factsServer([]));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText(/Nothing yet\. Tell your partner about yourself/, {}, FIRST_LOAD)).toBeVisible();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    const server = factsServer(someFacts(), {
      [LIST]: () => {
        if (fail) throw new ServerFailure('the server is busy', 1000);
        return { list: someFacts() };
      },
    });
    const { user } = renderScreen('/chat/mine/facts', server);
    expect(await screen.findByText('the server is busy', {}, FIRST_LOAD)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'name: Ana' })).toBeVisible();
  });

  it('corrects a fact, and refuses an empty value', async () => {
    const server = factsServer(someFacts());
    const { user } = renderScreen('/chat/mine/facts', server);
    await user.click(await screen.findByRole('button', { name: 'Edit pet dog: Bruno' }, FIRST_LOAD));
    const field = screen.getByRole('textbox', { name: 'Edit pet dog' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write something');
    expect(server.callsTo(UPDATE)).toHaveLength(0);
    await user.type(field, 'Bruno the Second');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'pet dog: Bruno the Second' })).toBeVisible();
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ id: 2, value: 'Bruno the Second' });
  });

  it('forgets one fact after the learner confirms, and keeps it when they do not', async () => {
    const server = factsServer(someFacts());
    const { user } = renderScreen('/chat/mine/facts', server);
    await user.click(await screen.findByRole('button', { name: 'Forget likes: cooking' }, FIRST_LOAD));
    await dialogUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Forget likes: cooking' }));
    await dialogUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'likes: cooking' })).not.toBeInTheDocument());
    expect(server.callsTo(DELETE)[0]?.body).toEqual({ id: 3 });
  });

  it('forgets everything at once', async () => {
    const server = factsServer(someFacts());
    const { user } = renderScreen('/chat/mine/facts', server);
    await user.click(await screen.findByRole('button', { name: 'Forget everything' }, FIRST_LOAD));
    await dialogUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget all' }));
    expect(await screen.findByText(/Nothing yet/)).toBeVisible();
    expect(server.callsTo(DELETE)[0]?.body).toEqual({ all: true });
  });
});
