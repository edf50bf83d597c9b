import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACH_BOTTOM_THROTTLE_MS } from '../../../constants';
import { LoadMore } from './load-more';

const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');

/**
 * jsdom has no layout, so every element looks detached (offsetParent null) and InfiniteScroll
 * never sees the bottom. After this the bottom is always in view, as on a list shorter than the screen.
 */
function keepBottomInView() {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
}

describe('loading more at the bottom of a list', () => {
  afterEach(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    vi.useRealTimers();
  });

  it(`loads a page on reaching the bottom, then at most one every ${REACH_BOTTOM_THROTTLE_MS} ms while the bottom stays in view`, async () => {
    keepBottomInView();
    vi.useFakeTimers();
    const loadMore = vi.fn(async () => ({ isError: false }));
    render(<LoadMore hasMore isLoading={false} loadMore={loadMore} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(loadMore).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(REACH_BOTTOM_THROTTLE_MS - 1));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadMore).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(REACH_BOTTOM_THROTTLE_MS - 1));
    expect(loadMore).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('loads nothing more once everything is there', async () => {
    keepBottomInView();
    vi.useFakeTimers();
    const loadMore = vi.fn(async () => ({ isError: false }));
    render(<LoadMore hasMore={false} isLoading={false} loadMore={loadMore} />);
    await act(() => vi.advanceTimersByTimeAsync(REACH_BOTTOM_THROTTLE_MS * 3));
    expect(loadMore).not.toHaveBeenCalled();
    expect(screen.getByText('That is everything.')).toBeVisible();
  });

  it('says when a press of Load more failed, and presses again on retry', async () => {
    const loadMore = vi.fn().mockResolvedValueOnce({ isError: true, error: new Error('offline') }).mockResolvedValue({ isError: false });
    render(<LoadMore hasMore isLoading={false} loadMore={loadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeVisible();
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('says when a page failed and loads it again on retry', async () => {
    keepBottomInView();
    const loadMore = vi.fn().mockResolvedValueOnce({ isError: true, error: new Error('offline') }).mockResolvedValue({ isError: false });
    render(<LoadMore hasMore isLoading={false} loadMore={loadMore} />);
    expect(await screen.findByText('Could not load more.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(loadMore.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('Could not load more.')).not.toBeInTheDocument();
  });
});
