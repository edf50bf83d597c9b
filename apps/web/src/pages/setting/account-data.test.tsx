// The settings screen's "Your data": export as a file, and account deletion with a mailed code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, useUserSettingsStore } from '../../stores/user-settings-store';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, type ServerCall } from '../../test/render-screen';

const EXPORT = '/api/user/v1/exportData';
const SEND_CODE = '/api/user/v1/sendDeleteAccountCode';
const DELETE = '/api/user/v1/deleteAccount';
const EXPORTED = { format: 1, exportedAt: '2026-11-23T20:00:00.000Z', userId: 7, tables: { app_user: [{ id: 7, email: 'ana@example.com' }] }, recordings: [] };

function dataServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({
    '/api/user/v1/updateUserSettings': () => ({ nativeLanguage: 'es', level: 'A2', topics: [], voiceRoleId: null, voiceStyle: null, roleId: 1, roleStyle: 'patient', ...DEFAULT_SETTINGS }),
    '/api/common/v1/getByKey': () => ({ value: null }),
    [EXPORT]: () => EXPORTED,
    [SEND_CODE]: () => ({ sentTo: 'a***@example.com', resendAfter: 60, expiresIn: 600 }),
    [DELETE]: () => null,
    ...overrides,
  });
}

const pointerUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('your data on the settings screen', () => {
  const saved: Blob[] = [];
  const pointerCapture = { setPointerCapture: Element.prototype.setPointerCapture, releasePointerCapture: Element.prototype.releasePointerCapture };
  beforeEach(() => {
    useUserSettingsStore.getState().reset();
    saved.length = 0;
    // jsdom has no object urls: keep the blob the download would have saved.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:parley-test';
    });
    URL.revokeObjectURL = vi.fn();
    // Sheets can be dragged: the gesture library captures the pointer, which jsdom cannot.
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(Element.prototype, pointerCapture);
  });

  const textOf = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(blob);
    });

  it('exports the data as a JSON file named by its date', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = dataServer();
    renderScreen('/chat/setting', server);
    await pointerUser().click(await screen.findByRole('button', { name: 'Export my data' }, FIRST_LOAD));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('parley-data-2026-11-23.json');
    expect(JSON.parse(await textOf(saved[0]!))).toEqual(EXPORTED);
    expect(server.callsTo(EXPORT)).toHaveLength(1);
  });

  it('shows the export as loading while it runs', async () => {
    renderScreen('/chat/setting', dataServer({ [EXPORT]: never }));
    const button = await screen.findByRole('button', { name: 'Export my data' }, FIRST_LOAD);
    await pointerUser().click(button);
    await waitFor(() => expect(button).toHaveClass('adm-button-loading'));
  });

  it('says why an export failed', async () => {
    renderScreen('/chat/setting', dataServer({ [EXPORT]: () => { throw new ServerFailure('too many requests, please wait and retry', 429); } }));
    await pointerUser().click(await screen.findByRole('button', { name: 'Export my data' }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be exported: too many requests, please wait and retry');
  });

  it('deletes the account after the code and signs out to the intro', async () => {
    useSessionStore.getState().setToken('tok');
    const server = dataServer();
    const { location } = renderScreen('/chat/setting', server);
    const user = pointerUser();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, FIRST_LOAD));
    const sheet = await screen.findByRole('region', { name: 'Delete my account' });
    expect(within(sheet).getByText(/deleted for good/)).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Send me a code to confirm' }));
    expect(await within(sheet).findByText('a***@example.com')).toBeVisible();
    // A short code is refused before it reaches the server.
    await user.type(within(sheet).getByLabelText('Confirmation code'), '123');
    await user.click(within(sheet).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(sheet).getByText('Enter the 6-digit code.')).toBeVisible();
    expect(server.callsTo(DELETE)).toHaveLength(0);
    await user.type(within(sheet).getByLabelText('Confirmation code'), '456');
    await user.click(within(sheet).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(location()).toBe('/chat/intro'));
    expect(server.callsTo(DELETE).map((c) => c.body)).toEqual([{ code: '123456' }]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps the learner signed in and says so when the code is wrong', async () => {
    useSessionStore.getState().setToken('tok');
    const server = dataServer({ [DELETE]: () => { throw new ServerFailure('code: is not right, 4 tries left', 1002); } });
    const { location } = renderScreen('/chat/setting', server);
    const user = pointerUser();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, FIRST_LOAD));
    const sheet = await screen.findByRole('region', { name: 'Delete my account' });
    await user.click(within(sheet).getByRole('button', { name: 'Send me a code to confirm' }));
    await user.type(await within(sheet).findByLabelText('Confirmation code'), '000000');
    await user.click(within(sheet).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('code: is not right, 4 tries left');
    expect(location()).toBe('/chat/setting');
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('says when the code could not be sent, and closing the sheet deletes nothing', async () => {
    const server = dataServer({ [SEND_CODE]: () => { throw new ServerFailure('this account has no e-mail address to confirm with', 400); } });
    renderScreen('/chat/setting', server);
    const user = pointerUser();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, FIRST_LOAD));
    const sheet = await screen.findByRole('region', { name: 'Delete my account' });
    await user.click(within(sheet).getByRole('button', { name: 'Send me a code to confirm' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('no e-mail address');
    await user.click(within(sheet).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Delete my account' })).toBeNull());
    expect(server.callsTo(DELETE)).toHaveLength(0);
  });
});
