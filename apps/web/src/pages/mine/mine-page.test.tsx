import { useUserSettingsStore } from '../../stores/user-settings-store';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDay, useGuideStore } from '../../stores/guide-store';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, type ServerCall } from '../../test/render-screen';

const USER_INFO = '/api/user/v1/getUserInfo';
const TALK_TIMES = '/api/userTalkRecord/v1/getUserTalkTimes';
const ROLES = '/api/transform/v1/getRoles';
const VOICES = '/api/aiVoiceRole/v1/getAllVoiceRoles';
const LOGOUT = '/api/user/logout';

const TIP = /Tip: in Settings/;

const style = (key: string, name: string) => ({ key, name, description: '' });
const roles = {
  list: [
    { id: 1, role: 'Teacher', roleType: 0, username: 'Ms. Rivera', headUrl: '/t.svg', intro: '', styles: [style('patient', 'Patient'), style('exam-coach', 'Exam coach')] },
    { id: 2, role: 'Friend', roleType: 1, username: 'Sam', headUrl: '/f.svg', intro: '', styles: [style('casual', 'Casual')] },
  ],
  total: 2,
};
const voices = {
  list: [
    { id: 'rms', name: 'Rob', gender: 'male', accent: 'US', language: 'en-US', engine: 'flite', previewText: 'Hi', styles: [{ key: 'slow', name: 'Slow and clear', rate: 0.8, pitch: 1 }] },
  ],
  total: 1,
};
const userInfo = {
  userInfo: { id: 7, email: 'ana@example.com', type: 'email' },
  settings: {
    nativeLanguage: 'es',
    level: 'B1',
    topics: [],
    voiceRoleId: 'rms',
    voiceStyle: 'slow',
    roleId: 1,
    roleStyle: 'exam-coach',
    autoPlayVoice: true,
    autoBlurText: false,
    autoSpeechAssessment: false,
    correctionLevel: null,
    playbackRate: 1,
  },
};

function mineServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({
    [USER_INFO]: () => userInfo,
    [TALK_TIMES]: () => ({ list: [], total: 0, today: 3, streak: 2, totalTurns: 42 }),
    [ROLES]: () => roles,
    [VOICES]: () => voices,
    [LOGOUT]: () => null,
    ...overrides,
  });
}

/** The Me screen as a teacher learner who chose the exam-coach style. */
function renderMine(server: ReturnType<typeof mineServer>) {
  const view = renderScreen('/chat/mine', server);
  useRoleSetupStore.setState({ roleInfo: { id: 1, styleList: [{ key: 'patient', selected: false }, { key: 'exam-coach', selected: true }] } });
  return view;
}

const row = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('the Me screen', () => {
  beforeEach(() => useGuideStore.setState({ clickTips: null }));

  it('shows the account, level, native language, talk count, partner and voice by their names', async () => {
    renderMine(mineServer());
    expect(await screen.findByText('ana@example.com', {}, FIRST_LOAD)).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('B1 · Intermediate · Spanish')).toBeVisible();
    expect(await within(account).findByText('42 turns in all · 3 today')).toBeVisible();
    await waitFor(() => expect(row('Partner')).toHaveTextContent('Ms. Rivera · Exam coach'));
    await waitFor(() => expect(row('Voice')).toHaveTextContent('Rob · Slow and clear'));
    expect(row('Level')).toHaveTextContent('B1');
    expect(row('Native language')).toHaveTextContent('Español');
    expect(screen.queryByText(/exam-coach/)).not.toBeInTheDocument();
  });

  it('nudges gently while today\'s goal is not met, and not once it is', async () => {
    useUserSettingsStore.setState({ dailyGoalTurns: 5 });
    renderMine(mineServer());
    expect(await screen.findByRole('note', { name: 'Daily goal' }, FIRST_LOAD)).toHaveTextContent("2 more turns to reach today's goal of 5");
    useUserSettingsStore.setState({ dailyGoalTurns: null });
  });

  it('still names the style in words when the roles and voices cannot be loaded', async () => {
    const down = () => {
      throw new ServerFailure('resting');
    };
    renderMine(mineServer({ [ROLES]: down, [VOICES]: down }));
    expect(await screen.findByText('ana@example.com', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(row('Partner')).toHaveTextContent('Teacher · Exam coach'));
    expect(row('Voice')).toHaveTextContent('Rms · Slow');
  });

  it('offers to choose a voice when none is saved yet', async () => {
    renderMine(mineServer({ [USER_INFO]: () => ({ ...userInfo, settings: { ...userInfo.settings, voiceRoleId: null, voiceStyle: null } }) }));
    expect(await screen.findByText('ana@example.com', {}, FIRST_LOAD)).toBeVisible();
    expect(row('Voice')).toHaveTextContent('Default');
  });

  it('says when the talk count cannot be loaded and counts again on request', async () => {
    let attempt = 0;
    const server = mineServer({
      [TALK_TIMES]: () => {
        attempt += 1;
        if (attempt === 1) throw new ServerFailure('counter is resting');
        return { list: [], total: 0, today: 0, streak: 0, totalTurns: 1 };
      },
    });
    const { user } = renderMine(server);
    await user.click(await screen.findByRole('button', { name: 'Could not count your talks. Try again' }, FIRST_LOAD));
    expect(await screen.findByText('1 turn in all · 0 today')).toBeVisible();
  });

  it('shows loading, then an error with a retry for the account', async () => {
    let attempt = 0;
    const server = mineServer({
      [USER_INFO]: () => {
        attempt += 1;
        if (attempt === 1) throw new ServerFailure('accounts are resting');
        return userInfo;
      },
    });
    const { user } = renderMine(server);
    expect(await screen.findByText('accounts are resting', {}, FIRST_LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ana@example.com')).toBeVisible();
  });

  it('shows the loading state while the account comes', async () => {
    renderMine(mineServer({ [USER_INFO]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toHaveTextContent('Loading');
  });

  it.each([
    ['Partner', '/chat/switch-roles'],
    ['Voice', '/chat/switch-roles'],
    ['Level', '/chat/initialization/experience'],
    ['Native language', '/chat/initialization/nativeLanguage'],
    ['My collection', '/chat/mine/collection'],
    ['What your partner remembers', '/chat/mine/facts'],
    ['Settings', '/chat/setting'],
    ['Contact us', '/chat/mine/contact-us'],
  ])('%s leads to %s', async (label, path) => {
    const { user, location } = renderMine(mineServer());
    await screen.findByText('ana@example.com', {}, FIRST_LOAD);
    await user.click(row(label));
    await waitFor(() => expect(location()).toBe(path));
  });

  it('signs out: the server forgets the session, the app forgets the token and shows the intro', async () => {
    useSessionStore.getState().setToken('tok');
    const server = mineServer();
    const { user, location } = renderMine(server);
    await screen.findByText('ana@example.com', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/chat/intro'));
    expect(server.callsTo(LOGOUT)).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows a tip that, once tapped, leads to settings and stays hidden for the rest of the day', async () => {
    const { user, location, view } = renderMine(mineServer());
    await user.click(await screen.findByRole('button', { name: TIP }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/setting'));
    expect(useGuideStore.getState().clickTips).toEqual({ hasClickTips: true, day: localDay() });
    view.unmount();

    renderMine(mineServer());
    await screen.findByText('ana@example.com', {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: TIP })).not.toBeInTheDocument();
  });

  it('shows the tip again on a new day', async () => {
    useGuideStore.setState({ clickTips: { hasClickTips: true, day: '2020-01-01' } });
    renderMine(mineServer());
    expect(await screen.findByRole('button', { name: TIP }, FIRST_LOAD)).toBeVisible();
  });
});
