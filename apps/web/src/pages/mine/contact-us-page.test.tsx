import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, type ServerCall } from '../../test/render-screen';

const SEND = '/api/feedback/v1/contactUs';
const USER_INFO = '/api/user/v1/getUserInfo';

function contactServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({
    [USER_INFO]: () => ({
      userInfo: { id: 7, email: 'ana@example.com', type: 'email' },
      settings: { nativeLanguage: 'es', level: 'A2', topics: [], voiceRoleId: null, voiceStyle: null, roleId: 1, roleStyle: 'patient', autoPlayVoice: true, autoBlurText: false, autoSpeechAssessment: false, playbackRate: 1, correctionLevel: null },
    }),
    [SEND]: () => ({ id: 12, receivedAt: '2025-01-01T00:00:00.000Z' }),
    ...overrides,
  });
}

async function openForm(server: ReturnType<typeof contactServer>) {
  const view = renderScreen('/chat/mine/contact-us', server);
  const email = await screen.findByLabelText('Your e-mail', {}, FIRST_LOAD);
  await waitFor(() => expect(email).toHaveValue('ana@example.com'));
  return { ...view, email, subject: screen.getByLabelText('Subject'), message: screen.getByLabelText('Message') };
}

describe('the contact-us screen', () => {
  it('sends the message with the account e-mail and confirms it', async () => {
    const server = contactServer();
    const { user, subject, message } = await openForm(server);
    await user.type(subject, 'Voices');
    await user.type(message, 'Could you add a British voice?');
    expect(screen.getByText('30 / 2000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeVisible();
    expect(screen.getByText('Thank you! We usually answer within two working days.')).toBeVisible();
    expect(server.callsTo(SEND).map((c) => c.body)).toEqual([{ email: 'ana@example.com', subject: 'Voices', message: 'Could you add a British voice?' }]);
  });

  it('goes back to Me from the confirmation', async () => {
    const { user, subject, message, location } = await openForm(contactServer());
    await user.type(subject, 'Thanks');
    await user.type(message, 'Parley helps me a lot every day.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/chat/mine'));
  });

  it('says what is missing before sending: a valid e-mail, a subject and a longer message', async () => {
    const server = contactServer();
    const { user, email, subject, message } = await openForm(server);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.type(subject, 'Hi');
    await user.type(message, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('E-mail must be a valid e-mail address.');
    expect(subject).toHaveAccessibleDescription('Give your message a subject (3 characters or more).');
    expect(screen.getByText('Tell us a little more (10 characters or more).')).toBeVisible();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(SEND)).toHaveLength(0);
  });

  it('stops the subject at 120 characters and the message at 2000', async () => {
    const { user, subject, message } = await openForm(contactServer());
    expect(subject).toHaveAttribute('maxLength', '120');
    expect(message).toHaveAttribute('maxLength', '2000');
    await user.click(subject);
    await user.paste('s'.repeat(130));
    expect(subject).toHaveValue('s'.repeat(120));
    await user.click(message);
    await user.paste('m'.repeat(2100));
    expect(message).toHaveValue('m'.repeat(2000));
    expect(screen.getByText('2000 / 2000')).toBeVisible();
  });

  it('shows the server message when sending fails, and the form stays filled in to retry', async () => {
    let attempt = 0;
    const server = contactServer({
      [SEND]: () => {
        attempt += 1;
        if (attempt === 1) throw new ServerFailure('too many requests, please wait and retry', 429);
        return { id: 13, receivedAt: '2025-01-01T00:00:00.000Z' };
      },
    });
    const { user, subject, message } = await openForm(server);
    await user.type(subject, 'Bug report');
    await user.type(message, 'The word card does not close.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('too many requests, please wait and retry');
    expect(subject).toHaveValue('Bug report');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeVisible();
  });

  it('lets a learner whose account cannot be read type their e-mail', async () => {
    const server = contactServer({
      [USER_INFO]: () => {
        throw new ServerFailure('accounts are resting');
      },
    });
    const { user } = renderScreen('/chat/mine/contact-us', server);
    const email = await screen.findByLabelText('Your e-mail', {}, FIRST_LOAD);
    await user.type(email, 'me@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Sign-in');
    await user.type(screen.getByLabelText('Message'), 'I cannot see my profile.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeVisible();
    expect(server.callsTo(SEND)[0]?.body).toMatchObject({ email: 'me@example.com' });
  });
});
