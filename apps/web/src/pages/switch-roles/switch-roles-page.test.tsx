import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, stubAudio, type ServerCall } from '../../test/render-screen';

const ROLES = '/api/transform/v1/getRoles';
const VOICES = '/api/aiVoiceRole/v1/getAllVoiceRoles';
const USER_INFO = '/api/user/v1/getUserInfo';
const SAVE_VOICE = '/api/user/updateUserInfoVoiceRole';
const SAVE_SETTINGS = '/api/user/v1/updateUserSettings';
const SPEAK = '/api/transform/v1/textToAudio';

const style = (key: string, name: string) => ({ key, name, description: `${name} description` });
const roles = {
  list: [
    { id: 1, role: 'Teacher', roleType: 0, username: 'Ms. Rivera', headUrl: '/content/avatars/teacher.svg', intro: 'A patient teacher', styles: [style('patient', 'Patient'), style('strict', 'Strict'), style('playful', 'Playful'), style('exam-coach', 'Exam coach')] },
    { id: 2, role: 'Friend', roleType: 1, username: 'Sam', headUrl: '/content/avatars/friend.svg', intro: 'A friendly traveller', styles: [style('casual', 'Casual'), style('cheerful', 'Cheerful'), style('curious', 'Curious'), style('sarcastic', 'Sarcastic')] },
  ],
  total: 2,
};

const voiceStyle = (key: string, name: string) => ({ key, name, rate: 1, pitch: 1 });
const voice = (id: string, name: string, gender: 'female' | 'male') => ({
  id,
  name,
  gender,
  accent: 'US',
  language: 'en-US',
  engine: 'flite',
  styles: [voiceStyle('normal', 'Normal'), voiceStyle('slow', 'Slow'), voiceStyle('bright', 'Bright')],
  previewText: `Hello, I am ${name}.`,
});
const voices = { list: [voice('slt', 'Sally', 'female'), voice('rms', 'Rob', 'male'), voice('awb', 'Alan', 'male')], total: 3 };

function settings(overrides: Record<string, unknown> = {}) {
  return {
    nativeLanguage: 'es',
    level: 'A2',
    topics: [],
    voiceRoleId: null,
    voiceStyle: null,
    roleId: 1,
    roleStyle: 'patient',
    autoPlayVoice: true,
    autoBlurText: false,
    autoSpeechAssessment: false,
    correctionLevel: null,
    playbackRate: 1,
    ...overrides,
  };
}

function rolesServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({
    [ROLES]: () => roles,
    [VOICES]: () => voices,
    [USER_INFO]: () => ({ userInfo: { id: 7, email: 'ana@example.com', type: 'email' }, settings: settings({ voiceRoleId: 'rms', voiceStyle: 'slow' }) }),
    [SAVE_VOICE]: () => null,
    [SAVE_SETTINGS]: ({ body }) => settings(body),
    [SPEAK]: () => ({ url: '/media/audio/0123456789abcdef.wav', durationMs: 900 }),
    ...overrides,
  });
}

const talkButton = (name: string) => screen.findByRole('button', { name: `Talk with ${name}` }, FIRST_LOAD);

describe('the switch-roles screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows both partners with avatar, intro and four styles each, the stored role and style chosen', async () => {
    renderScreen('/chat/switch-roles', rolesServer());
    await talkButton('Ms. Rivera');
    const roleGroup = screen.getByRole('radiogroup', { name: 'Role' });
    expect(within(roleGroup).getByRole('radio', { name: /Ms\. Rivera/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(roleGroup).getByRole('radio', { name: /Sam/ })).toHaveTextContent('A friendly traveller');
    // The avatars are decorative (alt=""): the name beside each says who it is.
    expect(Array.from(roleGroup.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual(['/content/avatars/teacher.svg', '/content/avatars/friend.svg']);
    const styles = screen.getByRole('radiogroup', { name: 'Style' });
    expect(within(styles).getAllByRole('radio').map((r) => r.textContent)).toEqual(['Patient', 'Strict', 'Playful', 'Exam coach']);
    expect(within(styles).getByRole('radio', { name: 'Patient' })).toHaveAttribute('aria-checked', 'true');
  });

  it('preselects the saved voice and voice style, so saving again keeps them', async () => {
    const server = rolesServer();
    const { user } = renderScreen('/chat/switch-roles', server);
    const talk = await talkButton('Ms. Rivera');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Rob/ })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('radio', { name: /Sally/ })).toHaveAttribute('aria-checked', 'false');
    expect(within(screen.getByRole('radiogroup', { name: 'Voice style' })).getByRole('radio', { name: 'Slow' })).toHaveAttribute('aria-checked', 'true');

    await user.click(talk);
    await waitFor(() => expect(server.callsTo(SAVE_VOICE)).toHaveLength(1));
    expect(server.callsTo(SAVE_VOICE)[0]?.body).toEqual({ voiceRoleId: 'rms', voiceStyle: 'slow' });
  });

  it('picks another role, style and voice and saves them all, then goes home', async () => {
    const server = rolesServer();
    const { user, location } = renderScreen('/chat/switch-roles', server);
    await talkButton('Ms. Rivera');
    await user.click(screen.getByRole('radio', { name: /Sam/ }));
    const styles = screen.getByRole('radiogroup', { name: 'Style' });
    expect(within(styles).getByRole('radio', { name: 'Casual' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(styles).getByRole('radio', { name: 'Curious' }));
    expect(screen.getByText('Curious description')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Alan/ }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Voice style' })).getByRole('radio', { name: 'Bright' }));

    await user.click(screen.getByRole('button', { name: 'Talk with Sam' }));
    await waitFor(() => expect(location()).toBe('/chat/home'));
    expect(server.callsTo(SAVE_VOICE)[0]?.body).toEqual({ voiceRoleId: 'awb', voiceStyle: 'bright' });
    expect(server.callsTo(SAVE_SETTINGS)[0]?.body).toEqual({ roleId: 2, roleStyle: 'curious' });
    expect(useRoleSetupStore.getState().roleInfo).toEqual({
      id: 2,
      styleList: [
        { key: 'casual', selected: false },
        { key: 'cheerful', selected: false },
        { key: 'curious', selected: true },
        { key: 'sarcastic', selected: false },
      ],
    });
  });

  it('plays a voice preview in that voice', async () => {
    const audio = stubAudio();
    const server = rolesServer();
    const { user } = renderScreen('/chat/switch-roles', server);
    await talkButton('Ms. Rivera');
    await user.click(await screen.findByRole('button', { name: 'Preview Sally' }));
    await waitFor(() => expect(audio.played).toEqual([expect.stringMatching(/\/media\/audio\/0123456789abcdef\.wav$/)]));
    expect(server.callsTo(SPEAK)[0]?.body).toEqual({ text: 'Hello, I am Sally.', voiceRoleId: 'slt', voiceStyle: 'normal' });
  });

  it('does not overwrite the saved voice when it cannot be read', async () => {
    const server = rolesServer({
      [USER_INFO]: () => {
        throw new ServerFailure('profile is resting');
      },
    });
    const { user, location } = renderScreen('/chat/switch-roles', server);
    await user.click(await talkButton('Ms. Rivera'));
    await waitFor(() => expect(location()).toBe('/chat/home'));
    expect(server.callsTo(SAVE_VOICE)).toHaveLength(0);
    expect(server.callsTo(SAVE_SETTINGS)[0]?.body).toEqual({ roleId: 1, roleStyle: 'patient' });
  });

  it('waits for the saved voice before it lets the learner save', async () => {
    renderScreen('/chat/switch-roles', rolesServer({ [USER_INFO]: never }));
    expect(await talkButton('Ms. Rivera')).toBeDisabled();
  });

  it('shows loading, then an error with a retry for roles and voices', async () => {
    let rolesAttempt = 0;
    let voicesAttempt = 0;
    const server = rolesServer({
      [ROLES]: () => {
        rolesAttempt += 1;
        if (rolesAttempt === 1) throw new ServerFailure('roles are resting');
        return roles;
      },
      [VOICES]: () => {
        voicesAttempt += 1;
        if (voicesAttempt === 1) throw new ServerFailure('voices are resting');
        return voices;
      },
    });
    const { user } = renderScreen('/chat/switch-roles', server);
    expect(await screen.findByText('roles are resting', {}, FIRST_LOAD)).toBeVisible();
    expect(await screen.findByText('voices are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a role' })).toBeDisabled();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await talkButton('Ms. Rivera')).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Sally/ })).toBeVisible();
  });

  it('shows the loading state while roles and voices come', async () => {
    renderScreen('/chat/switch-roles', rolesServer({ [ROLES]: never, [VOICES]: never }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2), FIRST_LOAD);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
  });

  it('says when the server has no voices, and keeps the error of a failed save', async () => {
    const server = rolesServer({
      [VOICES]: () => ({ list: [], total: 0 }),
      [SAVE_SETTINGS]: () => {
        throw new ServerFailure('settings are resting');
      },
    });
    const { user, location } = renderScreen('/chat/switch-roles', server);
    expect(await screen.findByText(/This server has no voices yet/, {}, FIRST_LOAD)).toBeVisible();
    await user.click(await talkButton('Ms. Rivera'));
    expect(await screen.findByRole('alert')).toHaveTextContent('settings are resting');
    expect(location()).toBe('/chat/switch-roles');
    expect(server.callsTo(SAVE_VOICE)).toHaveLength(0);
  });
});
