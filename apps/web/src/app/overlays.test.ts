import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the shell’s toasts, loaded after the first screen', () => {
  it('drops a toast that was cleared before the overlays arrived, then shows the next at once', async () => {
    // A fresh copy of the module: the test set-up has loaded the shared one already, as main.tsx does.
    vi.resetModules();
    const { clearToasts, loadOverlays, showToast } = await import('./overlays');
    showToast({ content: 'Loading…', duration: 0 });
    clearToasts();
    await loadOverlays();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Loading…')).toBeNull();

    showToast({ content: 'Please sign in again' });
    await waitFor(() => expect(screen.getByText('Please sign in again')).toBeInTheDocument());
    clearToasts();
  });
});
