import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Ready() {
  return <p>page content</p>;
}

describe('lazily loaded pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows no loader during the first 200 ms, then the loader, then the page', async () => {
    vi.useFakeTimers();
    let finish: (m: { default: typeof Ready }) => void = () => undefined;
    const Page = lazyPage(() => new Promise((resolve) => (finish = resolve)));
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => finish({ default: Ready }));
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error block after 60 s that reloads the page when clicked', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Page = lazyPage(() => new Promise(() => undefined));
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.queryByText('This page is taking too long')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByText('This page is taking too long')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: /tap to reload/i }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows the error block when the page fails to load', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('chunk failed')));
    render(<Page />);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  });
});
