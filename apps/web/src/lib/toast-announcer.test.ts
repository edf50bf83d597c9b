// A toast's text reaches the page's polite live region, so screen readers read it out.
import { Toast } from 'antd-mobile';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installToastAnnouncer } from './toast-announcer';

describe('installToastAnnouncer', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    act(() => Toast.clear());
    uninstall();
  });

  it('copies each toast into a live region that existed before it', async () => {
    uninstall = installToastAnnouncer();
    const region = document.querySelector('[data-toast-announcer]');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => void Toast.show({ content: 'Saved to your collection' }));

    await waitFor(() => expect(region).toHaveTextContent('Saved to your collection'));
  });
});
