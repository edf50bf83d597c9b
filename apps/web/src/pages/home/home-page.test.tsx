import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, useInstallStore } from '../../features/install/install-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { useSceneListStore } from '../../stores/scene-list-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, sceneSummary } from '../../test/render-screen';

const roles = {
  list: [
    { id: 1, role: 'Teacher', roleType: 0, username: 'Ms. Rivera', headUrl: '/content/avatars/teacher.svg', intro: 'Patient teacher', styles: [] },
    { id: 2, role: 'Friend', roleType: 1, username: 'Sarah', headUrl: '/content/avatars/friend.svg', intro: '', styles: [] },
  ],
  total: 2,
};
const talkTimes = { list: [], total: 0, today: 4, streak: 3, totalTurns: 40 };
const HOME = '/api/home/v1/getHome';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function latestConversation(overrides: Record<string, unknown> = {}, message: Record<string, unknown> = {}) {
  return {
    conversationId: 31,
    roleId: 1,
    roleName: 'Ms. Rivera',
    sceneId: 7,
    sceneTitle: 'Ordering coffee',
    topic: null,
    lastMessage: {
      id: 90,
      conversationId: 31,
      roleId: 1,
      sceneId: 7,
      from: 'ai',
      content: 'Small or large?',
      clientMessageId: null,
      replyToId: 89,
      engine: 'practice-partner',
      check: null,
      createdAt: minutesAgo(5),
      ...message,
    },
    sceneProgress: { sceneId: 7, turn: 1, turnCount: 6, completed: false, hintedTurns: 0 },
    ...overrides,
  };
}

/** Home's one answer (api/home.ts), with some of its parts replaced. */
function homeAnswer(parts: Record<string, unknown> = {}) {
  return {
    talkTimes,
    latest: { conversation: null },
    review: { total: 0, dueCount: 0 },
    roles,
    scenes: { list: [sceneSummary(4, { title: 'At the bus stop', tags: ['travel'] }), sceneSummary(7, { title: 'Ordering coffee' })], noneOnTopics: false },
    ...parts,
  };
}

function homeServer(overrides: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  return fakeServer({
    '/api/common/v1/reportEvent': () => null,
    [HOME]: () => homeAnswer(),
    ...overrides,
  });
}

/** A server whose home answer has these parts. */
const homeWith = (parts: Record<string, unknown>) => homeServer({ [HOME]: () => homeAnswer(parts) });

describe('the home screen', () => {
  beforeEach(() => useSceneListStore.setState({ scenes: [] }));

  // First in this file: the event is reported once per app start, and this file is one app start.
  it('reports the pageList event once per app start, and a failure does not show', async () => {
    const server = homeServer({
      '/api/common/v1/reportEvent': () => {
        throw new ServerFailure('analytics is down', 500);
      },
    });
    const first = renderScreen('/chat/home', server);
    expect(await screen.findByText('turns today', {}, FIRST_LOAD)).toBeVisible();
    first.view.unmount();
    renderScreen('/chat/home', server);
    await screen.findByText('turns today');
    const reports = server.callsTo('/api/common/v1/reportEvent');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toEqual({ name: 'pageList', payload: { page: 'home' } });
    expect(screen.queryByText('analytics is down')).not.toBeInTheDocument();
  });

  it("shows today's turns, the streak, both partners and scenes for the learner's level and topics", async () => {
    const server = homeServer();
    renderScreen('/chat/home', server, { level: 'A2', topics: ['travel'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parley' }, FIRST_LOAD)).toBeVisible();

    const stats = await screen.findByRole('region', { name: 'Your practice' });
    expect(within(stats).getByText('turns today').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('day streak').nextSibling).toHaveTextContent('3');

    expect(await screen.findByRole('button', { name: 'Talk with Ms. Rivera' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Talk with Sarah' })).toBeVisible();

    // The scenes in the server's order (its topics first: home.test.ts on the server).
    const scenes = screen.getByRole('region', { name: 'Scenes for A2' });
    await waitFor(() => expect(within(within(scenes).getByRole('list')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['At the bus stop', 'Ordering coffee']));
    expect(within(scenes).queryByText(/None of your topics/)).not.toBeInTheDocument();
    // One call for everything, asked for the learner's level, topics and time zone.
    const calls = server.calls.filter((call) => call.path !== '/api/common/v1/reportEvent');
    expect(calls.map((call) => call.path)).toEqual([HOME]);
    expect(calls[0]!.query.get('level')).toBe('A2');
    expect(calls[0]!.query.get('tags')).toBe('travel');
    expect(calls[0]!.query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('asks a C2 learner for the hardest scenes there are (C1), under their own level', async () => {
    const server = homeServer();
    renderScreen('/chat/home', server, { level: 'C2', topics: ['work', 'study'] });
    expect(await screen.findByRole('region', { name: 'Scenes for C2' }, FIRST_LOAD)).toBeVisible();
    expect(server.callsTo(HOME)[0]!.query.get('level')).toBe('C1');
    expect(server.callsTo(HOME)[0]!.query.get('tags')).toBe('work,study');
  });

  it('says when none of the topics has a scene at the level and the scenes are others', async () => {
    renderScreen('/chat/home', homeWith({ scenes: { list: [sceneSummary(7, { title: 'Ordering coffee' })], noneOnTopics: true } }), { level: 'B1', topics: ['space'] });
    expect(await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText(/None of your topics has a scene at this level yet/)).toBeVisible();
  });

  it('says so when there are no scenes for the level', async () => {
    renderScreen('/chat/home', homeWith({ scenes: { list: [], noneOnTopics: false } }));
    expect(await screen.findByText('No scenes for your level yet. Browse them all in the lobby.', {}, FIRST_LOAD)).toBeVisible();
  });

  it('shows loading in every section, then the error in each with a retry that loads them all', async () => {
    let attempt = 0;
    let release: (value: unknown) => void = () => undefined;
    const server = homeServer({
      [HOME]: () => {
        attempt += 1;
        if (attempt === 1) return new Promise((resolve) => (release = () => resolve(null))).then(() => Promise.reject(new ServerFailure('home is resting')));
        return homeAnswer();
      },
    });
    const { user } = renderScreen('/chat/home', server);
    const partners = await screen.findByRole('region', { name: 'Talk now' }, FIRST_LOAD);
    const sections = [screen.getByRole('region', { name: 'Your practice' }), screen.getByRole('region', { name: 'Continue where you left off' }), partners, screen.getByRole('region', { name: 'Scenes for A2' })];
    for (const section of sections) expect(within(section).getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(attempt).toBe(1));
    release(null);
    for (const section of sections) expect(await within(section).findByRole('alert')).toHaveTextContent('home is resting');
    await user.click(within(partners).getByRole('button', { name: 'Try again' }));
    expect(await within(partners).findByRole('button', { name: 'Talk with Ms. Rivera' })).toBeVisible();
    expect(within(sections[0]!).getByText('turns today')).toBeVisible();
    expect(server.callsTo(HOME)).toHaveLength(2);
  });

  it('shows how many saved words are due for review and opens the review', async () => {
    const { user, location } = renderScreen('/chat/home', homeWith({ review: { total: 5, dueCount: 3 } }));
    await user.click(await screen.findByRole('button', { name: '3 cards to review' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/mine/review'));
  });

  it('shows today\'s turns against the daily goal the learner picked, and nothing without one', async () => {
    useUserSettingsStore.setState({ dailyGoalTurns: 10 });
    renderScreen('/chat/home', homeServer());
    expect(await screen.findByLabelText('Daily goal', {}, FIRST_LOAD)).toHaveTextContent("Today's goal: 4 of 10 turns");
    useUserSettingsStore.setState({ dailyGoalTurns: null });
  });

  it('opens the chat room with a partner', async () => {
    const { user, location } = renderScreen('/chat/home', homeServer());
    await user.click(await screen.findByRole('button', { name: 'Talk with Ms. Rivera' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/chatroom?roleId=1'));
  });

  it('opens a call with a partner (issue 21: "Call Ms. Rivera" from home)', async () => {
    const { user, location } = renderScreen('/chat/home', homeServer());
    await user.click(await screen.findByRole('button', { name: 'Call Ms. Rivera' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/call?roleId=1'));
  });

  it('opens a recommended scene and the lobby', async () => {
    const { user, location, router } = renderScreen('/chat/home', homeServer());
    await user.click(await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=7'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'All scenes' }));
    await waitFor(() => expect(location()).toBe('/chat/lobby'));
  });

  it('lists the scenes the learner opened last, newest first', async () => {
    useSceneListStore.setState({
      scenes: [
        { id: 9, title: 'Hotel check-in', level: 'B1' },
        { id: 4, title: 'At the bus stop', level: 'A1' },
      ],
    });
    const { user, location } = renderScreen('/chat/home', homeServer());
    const recent = await screen.findByRole('region', { name: 'Recently viewed' }, FIRST_LOAD);
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['B1 Hotel check-in', 'A1 At the bus stop']);
    await user.click(within(recent).getByRole('button', { name: /Hotel check-in/ }));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=9'));
  });

  describe('continuing the last conversation', () => {
    it('shows the scene, the partner, the newest line and when, and opens the chat room there', async () => {
      const { user, location } = renderScreen('/chat/home', homeWith({ latest: { conversation: latestConversation() } }));
      const section = await screen.findByRole('region', { name: 'Continue where you left off' }, FIRST_LOAD);
      expect(await within(section).findByText('Ordering coffee with Ms. Rivera')).toBeVisible();
      expect(within(section).getByText('· Step 2 of 6')).toBeVisible();
      expect(within(section).getByText('Small or large?').closest('p')).toHaveTextContent('Ms. Rivera: Small or large?');
      expect(within(section).getByText('5 minutes ago')).toBeVisible();
      await user.click(within(section).getByRole('button', { name: 'Continue: Ordering coffee with Ms. Rivera' }));
      await waitFor(() => expect(location()).toBe('/chat/chatroom?sceneId=7&roleId=1'));
    });

    it('goes back into a free chat with the partner, showing what the learner said last', async () => {
      const free = latestConversation({ roleId: 2, roleName: 'Sarah', sceneId: null, sceneTitle: null, sceneProgress: null }, { from: 'learner', content: 'I love pizza.', createdAt: minutesAgo(60 * 26) });
      const { user, location } = renderScreen('/chat/home', homeWith({ latest: { conversation: free } }));
      const section = await screen.findByRole('region', { name: 'Continue where you left off' }, FIRST_LOAD);
      expect(await within(section).findByText('Chat with Sarah')).toBeVisible();
      expect(within(section).getByText('I love pizza.').closest('p')).toHaveTextContent('You: I love pizza.');
      expect(within(section).getByText('yesterday')).toBeVisible();
      await user.click(within(section).getByRole('button', { name: /^Continue/ }));
      await waitFor(() => expect(location()).toBe('/chat/chatroom?roleId=2'));
    });

    it('says a finished scene is finished', async () => {
      const done = latestConversation({ sceneProgress: { sceneId: 7, turn: 6, turnCount: 6, completed: true, hintedTurns: 0 } });
      renderScreen('/chat/home', homeWith({ latest: { conversation: done } }));
      const section = await screen.findByRole('region', { name: 'Continue where you left off' }, FIRST_LOAD);
      expect(await within(section).findByText('· Finished')).toBeVisible();
    });

    it('invites a learner who has not talked yet to start', async () => {
      renderScreen('/chat/home', homeServer());
      const section = await screen.findByRole('region', { name: 'Continue where you left off' }, FIRST_LOAD);
      expect(await within(section).findByText('No conversations yet. Pick a partner or a scene below to start one.')).toBeVisible();
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    });

  });

  it('keeps loading on screen while the scenes are on their way', async () => {
    renderScreen('/chat/home', homeServer({ [HOME]: never }));
    const scenes = await screen.findByRole('region', { name: 'Scenes for A2' }, FIRST_LOAD);
    expect(within(scenes).getByRole('status')).toHaveTextContent('Loading');
  });

  describe('the install offer', () => {
    /** jsdom has no install flow: a synthetic Chromium beforeinstallprompt event stands in for it. */
    function fireSyntheticInstallPrompt(outcome: 'accepted' | 'dismissed') {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: vi.fn(() => Promise.resolve()),
        userChoice: Promise.resolve({ outcome }),
      });
      act(() => void window.dispatchEvent(event));
      return event;
    }

    beforeAll(() => captureInstallPrompt(window));
    beforeEach(() => useInstallStore.setState({ promptEvent: null, isInstalled: false, dismissedAt: null, hasConversed: false }));

    /** Home opened once with a conversation in its answer: the next home knows the learner has talked. */
    async function openHomeAfterAConversation() {
      const first = renderScreen('/chat/home', homeWith({ latest: { conversation: latestConversation() } }));
      await screen.findByRole('button', { name: 'Continue: Ordering coffee with Ms. Rivera' }, FIRST_LOAD);
      first.view.unmount();
      return renderScreen('/chat/home', homeWith({ latest: { conversation: latestConversation() } }));
    }

    it('is not made before the first conversation', async () => {
      fireSyntheticInstallPrompt('accepted');
      renderScreen('/chat/home', homeServer());
      await screen.findByText('No conversations yet. Pick a partner or a scene below to start one.', {}, FIRST_LOAD);
      expect(screen.queryByRole('region', { name: 'Keep Parley on your home screen' })).not.toBeInTheDocument();
    });

    it('never appears while home is open, so it pushes nothing down: what comes then waits for the next visit', async () => {
      const first = renderScreen('/chat/home', homeWith({ latest: { conversation: latestConversation() } }));
      await screen.findByRole('button', { name: 'Continue: Ordering coffee with Ms. Rivera' }, FIRST_LOAD);
      fireSyntheticInstallPrompt('accepted');
      expect(screen.queryByRole('region', { name: 'Keep Parley on your home screen' })).not.toBeInTheDocument();
      // The first conversation and the browser's event were both in before this home opened.
      first.view.unmount();
      renderScreen('/chat/home', homeServer({ [HOME]: never }));
      expect(await screen.findByRole('region', { name: 'Keep Parley on your home screen' }, FIRST_LOAD)).toBeInTheDocument();
    });

    it("after a conversation, opens the browser's install dialog and goes away once installed", async () => {
      const event = fireSyntheticInstallPrompt('accepted');
      expect(event.defaultPrevented).toBe(true);
      const { user } = await openHomeAfterAConversation();
      const offer = await screen.findByRole('region', { name: 'Keep Parley on your home screen' }, FIRST_LOAD);
      await user.click(within(offer).getByRole('button', { name: 'Install' }));
      expect(event.prompt).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Keep Parley on your home screen' })).not.toBeInTheDocument());
    });

    it('"Not now" puts it away and remembers that', async () => {
      fireSyntheticInstallPrompt('accepted');
      const { user } = await openHomeAfterAConversation();
      const offer = await screen.findByRole('region', { name: 'Keep Parley on your home screen' }, FIRST_LOAD);
      await user.click(within(offer).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Keep Parley on your home screen' })).not.toBeInTheDocument());
      expect(JSON.parse(localStorage.getItem('parley.install') ?? '{}').state.dismissedAt).toEqual(expect.any(Number));
    });
  });
});
