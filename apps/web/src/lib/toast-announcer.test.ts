// A toast's text reaches the page's polite live region, so screen readers read it out.
import { Toast } from 'antd-mobile';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installToastAnnouncer } from './toast-announcer';

const region = () => document.querySelector('[data-toast-announcer]');

describe('installToastAnnouncer', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    act(() => Toast.clear());
    uninstall();
    uninstall = () => undefined;
  });

  it('copies each toast into a live region that existed before it', async () => {
    uninstall = installToastAnnouncer();
    expect(region()).toHaveAttribute('role', 'status');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveAttribute('aria-atomic', 'true');

    act(() => void Toast.show({ content: 'Saved to your collection' }));

    await waitFor(() => expect(region()).toHaveTextContent('Saved to your collection'));
  });

  it('announces a toast that replaces one still on screen', async () => {
    uninstall = installToastAnnouncer();
    act(() => void Toast.show({ icon: 'loading', content: 'Loading…', duration: 0 }));
    await waitFor(() => expect(region()).toHaveTextContent('Loading…'));

    act(() => void Toast.show({ content: 'All set. Enjoy your practice!' }));

    await waitFor(() => expect(region()).toHaveTextContent('All set. Enjoy your practice!'));
  });

  it('empties the region before writing, so the same message again is announced again', async () => {
    uninstall = installToastAnnouncer();
    act(() => void Toast.show({ content: 'Copied' }));
    await waitFor(() => expect(region()).toHaveTextContent('Copied'));
    act(() => Toast.clear());
    await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());

    act(() => void Toast.show({ content: 'Copied' }));

    await waitFor(() => expect(region()).toHaveTextContent(/^$/));
    await waitFor(() => expect(region()).toHaveTextContent('Copied'));
  });

  it('leaves the page as it found it once uninstalled', () => {
    uninstall = installToastAnnouncer();
    uninstall();
    uninstall = () => undefined;
    expect(region()).toBeNull();
  });
});
