// My mistakes and the explanation sheet against a fake API (the real one is tested in
// apps/server/src/modules/progress/progress.test.ts on both databases).
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen } from '../../test/render-screen';
import { trendText } from './mistakes-page';

const MISTAKES = '/api/progress/v1/getMyMistakes';
const EXPLAIN = '/api/progress/v1/explainCorrection';
const CHECK = '/api/progress/v1/checkPractice';

const tense = {
  category: 'tense',
  rule: 'past simple for a finished time',
  count: 3,
  thisWeek: 1,
  lastWeek: 2,
  examples: [
    { messageId: 9, conversationId: 2, content: 'Yesterday I have went home.', corrected: 'Yesterday I went home.', wrong: 'have went', fix: 'went', createdAt: '2026-11-23T10:00:00.000Z' },
    { messageId: 4, conversationId: 1, content: 'Last year we visit Rome.', corrected: 'Last year we visited Rome.', wrong: 'visit', fix: 'visited', createdAt: '2026-11-14T10:00:00.000Z' },
  ],
};
const explanation = {
  category: 'tense',
  rule: 'Past simple for a finished time.',
  examples: [{ wrong: 'I see him yesterday.', right: 'I saw him yesterday.' }],
  ruleInNativeLanguage: 'Pretérito para un tiempo terminado.',
  practice: [{ prompt: 'We go there last week.' }],
};

describe('my mistakes', () => {
  it('says the trend in words', () => {
    expect(trendText({ count: 1, thisWeek: 1, lastWeek: 0 })).toBe('once · 1 this week, 0 last week');
    expect(trendText({ count: 3, thisWeek: 1, lastWeek: 2 })).toBe('3 times · 1 this week, 2 last week');
  });

  it('lists each rule with its count, trend and corrected sentences, the fix as a word diff', async () => {
    renderScreen('/chat/mine/mistakes', fakeServer({ [MISTAKES]: () => ({ groups: [tense], total: 3 }) }));
    const group = await screen.findByRole('region', { name: 'Past simple for a finished time' }, FIRST_LOAD);
    expect(group).toHaveTextContent('tense · 3 times · 1 this week, 2 last week');
    // "have went" → "went": only "have" is struck through; "went" is shared, so plain.
    expect(within(group).getAllByLabelText(/^mistake:/).map((m) => m.textContent?.trim())).toEqual(['have', 'visit']);
    expect(within(group).getAllByLabelText(/^correction:/).map((m) => m.textContent?.trim())).toEqual(['visited']);
  });

  it('shows loading while the list is on its way', async () => {
    renderScreen('/chat/mine/mistakes', fakeServer({ [MISTAKES]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('shows the empty note for a learner without corrections', async () => {
    renderScreen('/chat/mine/mistakes', fakeServer({ [MISTAKES]: () => ({ groups: [], total: 0 }) }));
    expect(await screen.findByText(/No corrections yet/, {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    renderScreen('/chat/mine/mistakes', fakeServer({ [MISTAKES]: () => { throw new ServerFailure('system error', 500); } }));
    expect(await screen.findByRole('button', { name: /retry|try again/i }, FIRST_LOAD)).toBeInTheDocument();
  });

  it('opens the explanation: the rule, in the native language too, an example, and a drill checked on the server', async () => {
    const server = fakeServer({
      [MISTAKES]: () => ({ groups: [tense], total: 3 }),
      [EXPLAIN]: () => ({ explanation }),
      [CHECK]: ({ body }) => (body?.answer === 'We went there last week.' ? { right: true, model: 'We went there last week.', fix: null } : { right: false, model: 'We went there last week.', fix: { wrong: 'go', fix: 'went', reason: 'past simple for a finished time: last week' } }),
    });
    renderScreen('/chat/mine/mistakes', server);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Why, and practise' }, FIRST_LOAD));
    const sheet = await screen.findByRole('region', { name: 'Explain this correction' });
    expect(await within(sheet).findByText('Past simple for a finished time.')).toBeInTheDocument();
    expect(within(sheet).getByText('Pretérito para un tiempo terminado.')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Yesterday I went home.');
    expect(within(sheet).getByRole('button', { name: /the corrected sentence/ })).toBeInTheDocument();
    expect(server.callsTo(EXPLAIN)[0]?.body).toMatchObject({ category: 'tense', wrong: 'have went', fix: 'went' });

    const input = within(sheet).getByRole('textbox', { name: 'Your sentence for: We go there last week.' });
    await user.click(within(sheet).getByRole('button', { name: 'Check' }));
    expect(await within(sheet).findByText(/Not yet\. “go” → “went”/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'We went there last week.');
    await user.click(within(sheet).getByRole('button', { name: 'Check' }));
    expect(await within(sheet).findByText('Right!')).toBeInTheDocument();
  });
});
