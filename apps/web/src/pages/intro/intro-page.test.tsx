import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../test/render-screen';

describe('the intro screen', () => {
  it('says what Parley does in two lines and offers to get started or sign in', async () => {
    renderScreen('/chat/intro', fakeServer({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parley' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText(/Practise real conversations with a patient teacher/)).toBeVisible();
    expect(screen.getByText(/Speak or type, hear every reply/)).toBeVisible();
  });

  it('is also the page at /', async () => {
    const { location } = renderScreen('/', fakeServer({}));
    expect(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD)).toBeVisible();
    expect(location()).toBe('/chat/intro');
  });

  it('leads to sign-up with Get started and to sign-in with Sign in', async () => {
    const first = renderScreen('/chat/intro', fakeServer({}));
    await first.user.click(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD));
    await waitFor(() => expect(first.location()).toBe('/chat/sign-up'));
    first.view.unmount();

    const second = renderScreen('/chat/intro', fakeServer({}));
    await second.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(second.location()).toBe('/chat/sign-in'));
  });

  it('is open to a visitor without any setup: the start-up guard leaves it alone', async () => {
    const { location } = renderScreen('/chat/intro', fakeServer({}));
    useRoleSetupStore.setState({ hasInitSet: false, roleInfo: null, initSetting: null });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD)).toBeVisible();
    expect(location()).toBe('/chat/intro');
  });
});
