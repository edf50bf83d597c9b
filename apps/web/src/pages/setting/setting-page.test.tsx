import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, useUserSettingsStore } from '../../stores/user-settings-store';
import { useAppearanceStore } from '../../stores/appearance-store';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, type ServerCall } from '../../test/render-screen';

const SAVE = '/api/user/v1/updateUserSettings';
const LOGOUT = '/api/user/logout';

function settingsServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({
    [SAVE]: ({ body }) => ({ nativeLanguage: 'es', level: 'A2', topics: [], voiceRoleId: null, voiceStyle: null, roleId: 1, roleStyle: 'patient', ...DEFAULT_SETTINGS, ...body }),
    [LOGOUT]: () => null,
    ...overrides,
  });
}

describe('the settings screen', () => {
  beforeEach(() => {
    useUserSettingsStore.getState().reset();
    useAppearanceStore.setState({ uiLanguage: 'auto', colorScheme: 'system' });
  });
  afterEach(() => {
    Dialog.clear();
    useAppearanceStore.setState({ uiLanguage: 'auto', colorScheme: 'system' });
  });

  it('shows the settings with their defaults', async () => {
    renderScreen('/chat/setting', settingsServer());
    expect(await screen.findByRole('switch', { name: 'Play replies aloud' }, FIRST_LOAD)).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Blur reply text' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Score my pronunciation' })).not.toBeChecked();
    // The correction level (issue 14) starts at the role's default; the speed at 1×; the language
    // follows the native language and the colours the device (issue 20).
    expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['Role default', 'None', '1×', 'Same as my native language', 'System']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Role default', 'Off', 'Meaning only', 'Everything',
      'None', '5 turns', '10 turns', '20 turns', '30 turns',
      '0.8×', '1×', '1.2×',
      'Same as my native language', 'English', 'Español', '简体中文', '日本語', '한국어', 'Português (Brasil)', 'Français', 'Deutsch', 'العربية', 'Tiếng Việt',
      'System', 'Light', 'Dark',
    ]);
  });

  it('applies a switch at once and keeps it on the server', async () => {
    const server = settingsServer();
    const { user } = renderScreen('/chat/setting', server);
    const blur = await screen.findByRole('switch', { name: 'Blur reply text' }, FIRST_LOAD);
    await user.click(blur);
    expect(blur).toBeChecked();
    expect(useUserSettingsStore.getState().autoBlurText).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Play replies aloud' }));
    expect(useUserSettingsStore.getState().autoPlayVoice).toBe(false);
    await waitFor(() => expect(server.callsTo(SAVE).map((c) => c.body)).toEqual([{ autoBlurText: true }, { autoPlayVoice: false }]));
  });

  it('sets a daily goal and keeps it on the server', async () => {
    const server = settingsServer();
    const { user } = renderScreen('/chat/setting', server);
    await user.click(await screen.findByRole('option', { name: '10 turns' }, FIRST_LOAD));
    expect(useUserSettingsStore.getState().dailyGoalTurns).toBe(10);
    await waitFor(() => expect(server.callsTo(SAVE).map((c) => c.body)).toEqual([{ dailyGoalTurns: 10 }]));
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(useUserSettingsStore.getState().dailyGoalTurns).toBeNull();
  });

  it('changes the playback speed and keeps it on the server', async () => {
    const server = settingsServer();
    const { user } = renderScreen('/chat/setting', server);
    await user.click(await screen.findByRole('option', { name: '1.2×' }, FIRST_LOAD));
    expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['Role default', 'None', '1.2×', 'Same as my native language', 'System']);
    expect(useUserSettingsStore.getState().playbackRate).toBe(1.2);
    await waitFor(() => expect(server.callsTo(SAVE).map((c) => c.body)).toEqual([{ playbackRate: 1.2 }]));
  });

  it('sets the interface language on this device, each language named in itself', async () => {
    const server = settingsServer();
    const { user } = renderScreen('/chat/setting', server);
    const languages = await screen.findByRole('listbox', { name: 'Language' }, FIRST_LOAD);
    const spanish = within(languages).getByRole('option', { name: 'Español' });
    expect(spanish.querySelector('[lang="es"]')).toHaveTextContent('Español');
    await user.click(spanish);
    expect(useAppearanceStore.getState().uiLanguage).toBe('es');
    // Kept per device: nothing goes to the server.
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('goes back to the native language when asked', async () => {
    useAppearanceStore.setState({ uiLanguage: 'de' });
    const { user } = renderScreen('/chat/setting', settingsServer());
    const languages = await screen.findByRole('listbox', { name: 'Language' }, FIRST_LOAD);
    expect(within(languages).getByRole('option', { selected: true })).toHaveTextContent('Deutsch');
    await user.click(within(languages).getByRole('option', { name: 'Same as my native language' }));
    expect(useAppearanceStore.getState().uiLanguage).toBe('auto');
  });

  it('sets the colour scheme on this device', async () => {
    const server = settingsServer();
    const { user } = renderScreen('/chat/setting', server);
    const appearance = await screen.findByRole('listbox', { name: 'Appearance' }, FIRST_LOAD);
    await user.click(within(appearance).getByRole('option', { name: 'Dark' }));
    expect(useAppearanceStore.getState().colorScheme).toBe('dark');
    expect(within(appearance).getByRole('option', { selected: true })).toHaveTextContent('Dark');
    // Choosing the chosen one again keeps it (a selector would otherwise clear it).
    await user.click(within(appearance).getByRole('option', { name: 'Dark' }));
    expect(useAppearanceStore.getState().colorScheme).toBe('dark');
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('keeps a change on this device and says so when the server cannot save it', async () => {
    const server = settingsServer({
      [SAVE]: () => {
        throw new ServerFailure('settings are resting');
      },
    });
    const { user } = renderScreen('/chat/setting', server);
    const assess = await screen.findByRole('switch', { name: 'Score my pronunciation' }, FIRST_LOAD);
    await user.click(assess);
    expect(await screen.findByText('Saved on this device only: settings are resting')).toBeInTheDocument();
    expect(assess).toBeChecked();
    expect(useUserSettingsStore.getState().autoSpeechAssessment).toBe(true);
  });

  it('asks before signing out; cancelling keeps the learner signed in', async () => {
    useSessionStore.getState().setToken('tok');
    const server = settingsServer();
    renderScreen('/chat/setting', server);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign out of Parley on this device?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(LOGOUT)).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('signs out after the confirmation and shows the intro, forgetting the review deck kept on this device', async () => {
    useSessionStore.getState().setToken('tok');
    localStorage.setItem('parley.review.deck', '{"cards":[]}');
    localStorage.setItem('parley.review.queue', '[{"collectionItemId":1,"rating":"good"}]');
    const server = settingsServer();
    const { location } = renderScreen('/chat/setting', server);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, FIRST_LOAD));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/chat/intro'));
    expect(server.callsTo(LOGOUT)).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('parley.review.deck')).toBeNull();
    expect(localStorage.getItem('parley.review.queue')).toBeNull();
  });
});
