// The review page against a fake API (the FSRS scheduling is tested on the server, both databases,
// in apps/server/src/modules/review/review.test.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, collectionItem, fakeServer, never, renderScreen } from '../../test/render-screen';

const DECK = '/api/review/v1/getReviewDeck';
const GRADE = '/api/review/v1/gradeReviewCard';
const nextIn = { again: '1 min', hard: '6 min', good: '10 min', easy: '8 days' };
const card = (id: number, content: string, example: string | null = null) => ({
  item: collectionItem(id, { kind: 'word', content, ipa: '/ˈkraʊdɪd/', meaning: 'full of people' }),
  state: 'new',
  due: '2026-11-24T08:00:00.000Z',
  example,
  nextIn,
});

/** A deck like the server's: a graded card leaves the due list. */
function deckServer(cards: Array<ReturnType<typeof card>>) {
  let due = [...cards];
  return fakeServer({
    [DECK]: () => ({ cards: due, dueCount: due.length, total: cards.length, nextDue: due.length ? null : '2026-11-24T08:10:00.000Z' }),
    [GRADE]: ({ body }) => {
      due = due.filter((c) => c.item.id !== body?.collectionItemId);
      return { due: '2026-11-24T08:10:00.000Z', state: 'learning', scheduledDays: 0 };
    },
  });
}

describe('review', () => {
  it('shows a card, then its meaning and the learner\'s own sentence, and grades it; when all are done it says so', async () => {
    const server = deckServer([card(1, 'crowded', 'The train was so crowded.'), card(2, 'cosy')]);
    renderScreen('/chat/mine/review', server);
    const user = userEvent.setup();
    const shown = await screen.findByRole('region', { name: 'Review card' }, FIRST_LOAD);
    expect(shown).toHaveTextContent('crowded');
    expect(shown).toHaveTextContent('2 due');
    expect(screen.queryByText('full of people')).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Show' }));
    expect(within(shown).getByText('full of people')).toBeInTheDocument();
    expect(shown).toHaveTextContent('You said: The train was so crowded.');
    await user.click(within(shown).getByRole('button', { name: /Good\s*10 min/ }));
    expect(server.callsTo(GRADE)[0]?.body).toEqual({ collectionItemId: 1, rating: 'good' });
    expect(await screen.findByText('cosy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: /Easy\s*8 days/ }));
    expect(await screen.findByText('Done! 2 reviewed.')).toBeInTheDocument();
  });

  it('shows loading while the deck is on its way', async () => {
    renderScreen('/chat/mine/review', fakeServer({ [DECK]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('explains an empty deck', async () => {
    renderScreen('/chat/mine/review', fakeServer({ [DECK]: () => ({ cards: [], dueCount: 0, total: 0, nextDue: null }) }));
    expect(await screen.findByText(/Your deck is empty/, {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('shows the error with a retry when the deck fails', async () => {
    renderScreen('/chat/mine/review', fakeServer({ [DECK]: () => { throw new ServerFailure('system error', 500); } }));
    expect(await screen.findByRole('button', { name: /retry|try again/i }, FIRST_LOAD)).toBeInTheDocument();
  });
});
