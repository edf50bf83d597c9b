import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToasts, loadOverlays, showToast } from './overlays';

describe('the shell’s toasts, loaded after the first screen', () => {
  it('drops a toast that was cleared before the overlays arrived, then shows the next at once', async () => {
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
