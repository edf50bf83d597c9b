// The progress page against a fake API (the figures are tested on the server: stats.test.ts and
// progress.test.ts). jsdom draws no canvas, so the tables carry the figures here, as they do for a
// screen reader.
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as germanMessages } from '../../locales/de/messages.po';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen } from '../../test/render-screen';

const STATS = '/api/progress/v1/getProgressStats';
const days = Array.from({ length: 35 }, (_, i) => ({ date: new Date(Date.UTC(2026, 9, 21 + i)).toISOString().slice(0, 10), turns: i === 34 ? 12 : i === 33 ? 3 : 0 }));
const week = (weekStart: string, turns: number, spokenTurns: number, errorsPer100Words: number | null, saved: number, minutesSpoken = 0, pronunciation: number | null = null) => ({ weekStart, turns, spokenTurns, words: turns * 8, corrections: 0, errorsPer100Words, saved, minutesSpoken, pronunciation });
const weeks = [
  week('2026-10-05', 0, 0, null, 0), week('2026-10-12', 0, 0, null, 0), week('2026-10-19', 0, 0, null, 0), week('2026-10-26', 0, 0, null, 0),
  week('2026-11-02', 0, 0, null, 0), week('2026-11-09', 0, 0, null, 0), week('2026-11-16', 4, 1, 9.4, 2, 0.5, null), week('2026-11-23', 15, 6, 4.2, 3, 3.5, 82),
];

describe('the progress page', () => {
  it('shows the five-week calendar and each weekly chart with a table of its figures', async () => {
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => ({ days, weeks, levelSuggestion: null }) }));
    expect(await screen.findByRole('heading', { name: 'Last five weeks: 2 days of practice' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(35);
    expect(screen.getByLabelText(/: 12 turns$/)).toHaveClass('calendar__day--2');
    const user = userEvent.setup();
    const turns = screen.getByRole('figure', { name: 'Turns per week' });
    await user.click(within(turns).getByText('Show the figures'));
    const lastRow = within(turns).getAllByRole('row').at(-1)!;
    expect(within(lastRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6', '9']);
    const errors = screen.getByRole('figure', { name: 'Corrections per 100 words (lower is better)' });
    expect(within(errors).getAllByRole('row').at(-2)).toHaveTextContent('9.4');
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('no words');
    const minutes = screen.getByRole('figure', { name: 'Minutes spoken per week' });
    expect(within(minutes).getAllByRole('row').at(-1)).toHaveTextContent('3.5');
    const pronunciation = screen.getByRole('figure', { name: 'Average pronunciation score (out of 100)' });
    expect(within(pronunciation).getAllByRole('row').at(-1)).toHaveTextContent('82');
    expect(within(pronunciation).getAllByRole('row').at(-2)).toHaveTextContent('not scored');
  });

  it('suggests a level and saves it when the learner accepts; "Not now" hides it', async () => {
    const levelSuggestion = { level: 'B2', currentLevel: 'B1', conversations: 5, wordsPerTurn: 13.2, errorsPer100Words: 2.1, latestConversationId: 41 };
    const server = fakeServer({ [STATS]: () => ({ days, weeks, levelSuggestion }), '/api/user/v1/updateUserLanguageAndLevel': () => null });
    renderScreen('/chat/mine/progress', server);
    const card = await screen.findByRole('region', { name: 'Level suggestion' }, FIRST_LOAD);
    expect(card).toHaveTextContent('Your last 5 conversations look like B2 — try it?');
    expect(card).toHaveTextContent('13.2 words a turn, 2.1 corrections per 100 words. You are on B1.');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Switch to B2' }));
    await waitFor(() => expect(server.callsTo('/api/user/v1/updateUserLanguageAndLevel')[0]?.body).toMatchObject({ level: 'B2' }));
  });

  it('says one of a thing in the singular', async () => {
    const levelSuggestion = { level: 'A1', currentLevel: 'A2', conversations: 1, wordsPerTurn: 1, errorsPer100Words: 1, latestConversationId: 9 };
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => ({ days: days.map((d, i) => ({ ...d, turns: i === 34 ? 1 : 0 })), weeks, levelSuggestion }) }));
    const card = await screen.findByRole('region', { name: 'Level suggestion' }, FIRST_LOAD);
    expect(card).toHaveTextContent('Your last conversation looks like A1 — shall we make it a little easier?');
    expect(card).toHaveTextContent('1 word a turn, 1 correction per 100 words. You are on A2.');
    expect(screen.getByRole('heading', { name: 'Last five weeks: 1 day of practice' })).toBeInTheDocument();
    expect(screen.getByLabelText(/: 1 turn$/)).toBeInTheDocument();
  });

  it('writes numbers and dates the way the interface language does', async () => {
    i18n.load('de', germanMessages);
    i18n.activate('de');
    try {
      const levelSuggestion = { level: 'B2', currentLevel: 'B1', conversations: 5, wordsPerTurn: 13.2, errorsPer100Words: 2.1, latestConversationId: 41 };
      renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => ({ days, weeks, levelSuggestion }) }));
      // The German catalogue may not have every message yet: the figures are found by place, not by name.
      const [, , , errors] = await screen.findAllByRole('figure', {}, FIRST_LOAD);
      expect(document.querySelector('.level-suggestion__why')).toHaveTextContent(/^13,2 .* 2,1 /);
      expect(within(errors!).getAllByRole('row').at(-2)).toHaveTextContent('9,4');
      expect(within(errors!).getAllByRole('row').at(-1)).toHaveTextContent('23. Nov.');
    } finally {
      i18n.activate('en');
    }
  });

  it('does not ask again about a suggestion the learner dismissed', async () => {
    localStorage.removeItem('parley.level-suggestion.dismissed');
    const levelSuggestion = { level: 'A1', currentLevel: 'A2', conversations: 3, wordsPerTurn: 3.5, errorsPer100Words: 14, latestConversationId: 7 };
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => ({ days, weeks, levelSuggestion }) }));
    const card = await screen.findByRole('region', { name: 'Level suggestion' }, FIRST_LOAD);
    expect(card).toHaveTextContent('shall we make it a little easier?');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Level suggestion' })).toBeNull();
    expect(localStorage.getItem('parley.level-suggestion.dismissed')).toBe('A1:7');
  });

  it('shows loading while the figures come', async () => {
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('says there is nothing yet for a learner without practice', async () => {
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => ({ days: days.map((d) => ({ ...d, turns: 0 })), weeks: weeks.map((w) => ({ ...w, turns: 0, spokenTurns: 0, saved: 0 })), levelSuggestion: null }) }));
    expect(await screen.findByText(/No practice in the last eight weeks/, {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    renderScreen('/chat/mine/progress', fakeServer({ [STATS]: () => { throw new ServerFailure('system error', 500); } }));
    expect(await screen.findByRole('button', { name: /retry|try again/i }, FIRST_LOAD)).toBeInTheDocument();
  });
});
