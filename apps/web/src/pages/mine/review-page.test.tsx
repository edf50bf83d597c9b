// The review page against a fake API (the FSRS scheduling is tested on the server, both databases,
// in apps/server/src/modules/review/review.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, collectionItem, fakeServer, never, renderScreen } from '../../test/render-screen';

const DECK = '/api/review/v1/getReviewDeck';
const GRADE = '/api/review/v1/gradeReviewCard';
const nextIn = { again: '1 min', hard: '6 min', good: '10 min', easy: '8 days' };
type Exercise = { kind: 'recall' } | { kind: 'fill-gap'; start: number; end: number } | { kind: 'listen' } | { kind: 'translate'; prompt: string };
const card = (id: number, content: string, example: string | null = null, exercise: Exercise = { kind: 'recall' }) => ({
  item: collectionItem(id, { kind: exercise.kind === 'recall' ? 'word' : 'message', content, ipa: '/ˈkraʊdɪd/', meaning: exercise.kind === 'recall' ? 'full of people' : null }),
  state: 'new',
  due: '2026-11-24T08:00:00.000Z',
  example,
  nextIn,
  exercise,
});

/** A deck like the server's: a graded card leaves the due list. `offline()` makes every call fail as without a network. */
function deckServer(cards: Array<ReturnType<typeof card>>) {
  let due = [...cards];
  let isOffline = false;
  const unreachable = () => {
    if (isOffline) throw new TypeError('Failed to fetch');
  };
  const server = fakeServer({
    [DECK]: () => {
      unreachable();
      return { cards: due, dueCount: due.length, total: cards.length, nextDue: due.length ? null : '2026-11-24T08:10:00.000Z' };
    },
    [GRADE]: ({ body }) => {
      unreachable();
      due = due.filter((c) => c.item.id !== body?.collectionItemId);
      return { due: '2026-11-24T08:10:00.000Z', state: 'learning', scheduledDays: 0 };
    },
  });
  return { ...server, offline: (value: boolean) => (isOffline = value) };
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

  it('practises a saved sentence: fill the gap, a wrong word shown against the right one, then the grades', async () => {
    const server = deckServer([card(3, 'I usually walk to the station.', null, { kind: 'fill-gap', start: 2, end: 9 })]);
    renderScreen('/chat/mine/review', server);
    const user = userEvent.setup();
    const shown = await screen.findByRole('region', { name: 'Review card' }, FIRST_LOAD);
    expect(shown).toHaveTextContent('Fill the gap');
    expect(shown).not.toHaveTextContent('usually');
    await user.type(within(shown).getByRole('textbox', { name: 'The missing word' }), 'usualy');
    await user.click(within(shown).getByRole('button', { name: 'Check' }));
    expect(within(shown).getByRole('status')).toHaveTextContent('Not quite:');
    expect(within(shown).getByLabelText('correction: usually')).toBeInTheDocument();
    expect(shown).toHaveTextContent('I usually walk to the station.');
    await user.click(within(shown).getByRole('button', { name: /Again\s*1 min/ }));
    expect(server.callsTo(GRADE)[0]?.body).toEqual({ collectionItemId: 3, rating: 'again' });
  });

  it('practises translating a sentence from the learner\'s language, forgiving case and punctuation', async () => {
    renderScreen('/chat/mine/review', deckServer([card(4, 'I usually walk to the station.', null, { kind: 'translate', prompt: 'Normalmente camino a la estación.' })]));
    const user = userEvent.setup();
    const shown = await screen.findByRole('region', { name: 'Review card' }, FIRST_LOAD);
    expect(shown).toHaveTextContent('Normalmente camino a la estación.');
    await user.type(within(shown).getByRole('textbox', { name: 'Your English sentence' }), 'i usually walk to the station');
    await user.click(within(shown).getByRole('button', { name: 'Check' }));
    expect(within(shown).getByRole('status')).toHaveTextContent('Right!');
    expect(within(shown).getByRole('group', { name: 'How well did you know it?' })).toBeInTheDocument();
  });

  it('lets a learner without a microphone go on from listen and repeat to the sentence and its grades', async () => {
    renderScreen('/chat/mine/review', deckServer([card(5, 'See you on Friday.', null, { kind: 'listen' })]));
    const user = userEvent.setup();
    const shown = await screen.findByRole('region', { name: 'Review card' }, FIRST_LOAD);
    expect(shown).toHaveTextContent('Listen, then say it');
    // jsdom has no microphone: recording is off and says why.
    expect(within(shown).getByRole('button', { name: 'Say it' })).toBeDisabled();
    await user.click(within(shown).getByRole('button', { name: 'Show the sentence' }));
    expect(shown).toHaveTextContent('See you on Friday.');
    expect(within(shown).getByRole('group', { name: 'How well did you know it?' })).toBeInTheDocument();
  });

  it('reviews the stored deck offline, keeps the grades on the device, and sends them when back online', async () => {
    const server = deckServer([card(1, 'crowded'), card(2, 'cosy')]);
    renderScreen('/chat/mine/review', server);
    const user = userEvent.setup();
    expect(await screen.findByText('crowded', {}, FIRST_LOAD)).toBeInTheDocument();
    server.offline(true);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: /Good\s*10 min/ }));
    // The next card comes from the stored deck, without the server.
    expect(await screen.findByText('cosy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: /Easy\s*8 days/ }));
    expect(await screen.findByText(/2 grades are kept on this device/)).toBeInTheDocument();
    const sentBefore = server.callsTo(GRADE).length;
    server.offline(false);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.callsTo(GRADE).length).toBe(sentBefore + 2));
    expect(server.callsTo(GRADE).slice(-2).map((c) => c.body)).toEqual([{ collectionItemId: 1, rating: 'good' }, { collectionItemId: 2, rating: 'easy' }]);
    expect(localStorage.getItem('parley.review.queue')).toBeNull();
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
