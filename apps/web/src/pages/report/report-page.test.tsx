// The report page against a fake API (the real report is tested in
// apps/server/src/modules/progress/progress.test.ts and report.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen } from '../../test/render-screen';

const REPORT = '/api/progress/v1/getConversationReport';
const report = {
  conversationId: 5,
  title: 'Buying fruit at the market',
  startedAt: '2026-11-24T10:00:00.000Z',
  endedAt: '2026-11-24T10:12:00.000Z',
  minutes: 12,
  turns: { total: 4, spoken: 2, typed: 2 },
  words: { total: 19, distinct: 15, new: ['pears', 'cheap'], newCount: 2 },
  errorsPer100Words: 10.5,
  spokenSeconds: 125,
  pronunciation: { average: 77, scoredTurns: 2, hardestWords: [{ word: 'pears', score: 55, times: 2 }, { word: 'bought', score: 60, times: 1 }] },
  errors: [{ category: 'agreement', rule: "use 'were' with they", count: 1, examples: [{ content: 'They was very cheap.', corrected: 'They were very cheap.' }] }],
  goal: 'Next time, watch use \'were\' with they.',
};

describe('the conversation report', () => {
  it('shows the goal, the figures, the new words and the corrections', async () => {
    const server = fakeServer({ [REPORT]: () => ({ report }) });
    renderScreen('/chat/report?conversationId=5', server);
    expect(await screen.findByRole('heading', { name: 'Buying fruit at the market' }, FIRST_LOAD)).toBeInTheDocument();
    expect(server.callsTo(REPORT)[0]?.query.get('conversationId')).toBe('5');
    expect(screen.getByRole('region', { name: 'Goal for next time' })).toHaveTextContent("watch use 'were' with they");
    const figures = screen.getByLabelText('Figures');
    expect(figures).toHaveTextContent('12 min (2 min 5 s speaking)');
    expect(figures).toHaveTextContent('4 (2 spoken, 2 typed)');
    expect(figures).toHaveTextContent('19 (15 different, 2 new)');
    expect(within(screen.getByRole('region', { name: 'New words' })).getAllByText(/pears|cheap/)).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Corrections' })).toHaveTextContent('They was very cheap. → They were very cheap.');
  });

  it('shows the pronunciation average and the words to practise when the learner spoke, and nothing of it otherwise', async () => {
    renderScreen('/chat/report?conversationId=5', fakeServer({ [REPORT]: () => ({ report }) }));
    const section = await screen.findByRole('region', { name: 'Pronunciation' }, FIRST_LOAD);
    expect(section).toHaveTextContent('Average score 77 / 100 over 2 spoken turns');
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['pears — 55 / 100, 2 times', 'bought — 60 / 100']);
  });

  it('leaves pronunciation out of a typed conversation', async () => {
    renderScreen('/chat/report?conversationId=5', fakeServer({ [REPORT]: () => ({ report: { ...report, spokenSeconds: 0, pronunciation: null } }) }));
    expect(await screen.findByRole('heading', { name: 'Buying fruit at the market' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pronunciation' })).toBeNull();
    expect(screen.getByLabelText('Figures')).not.toHaveTextContent('speaking');
  });

  it('shows loading while the report is on its way', async () => {
    renderScreen('/chat/report?conversationId=5', fakeServer({ [REPORT]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('explains a link that names no conversation', async () => {
    renderScreen('/chat/report', fakeServer({}));
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('names no conversation');
  });

  it('shows the error with a retry when the report fails', async () => {
    renderScreen('/chat/report?conversationId=5', fakeServer({ [REPORT]: () => { throw new ServerFailure('conversation: not found', 404); } }));
    expect(await screen.findByRole('button', { name: /retry|try again/i }, FIRST_LOAD)).toBeInTheDocument();
  });
});
