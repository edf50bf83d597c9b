import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeptHeight } from './use-kept-height';

/** A block of late content: it says what it reserves, and is `height` px tall once shown. */
function Block({ query, height }: { query: { isLoading: boolean; isSuccess: boolean }; height: number }) {
  const { ref, reserve } = useKeptHeight<HTMLDivElement>('home.test', query);
  return (
    <div ref={ref} data-height={height} data-testid="block">
      {reserve === undefined ? 'no reserve' : `reserves ${reserve}`}
    </div>
  );
}

const LOADING = { isLoading: true, isSuccess: false };
const LOADED = { isLoading: false, isSuccess: true };
const FAILED = { isLoading: false, isSuccess: false };

// jsdom has no layout and no ResizeObserver: a block is as tall as its data-height says, and an
// observer reports once, when it starts observing, as the browser's does.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: Number(this.dataset.height ?? 0) } as DOMRect;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useKeptHeight', () => {
  it('reserves nothing of its own before the block has loaded once', () => {
    const { getByTestId } = render(<Block query={LOADING} height={0} />);
    expect(getByTestId('block')).toHaveTextContent('no reserve');
  });

  it('reserves, on the next load, the height the block had once loaded', () => {
    const first = render(<Block query={LOADING} height={0} />);
    first.rerender(<Block query={LOADED} height={121} />);
    first.unmount();

    const next = render(<Block query={LOADING} height={0} />);
    expect(next.getByTestId('block')).toHaveTextContent('reserves 121');
    // Loaded, the block is as tall as its content: the reserve is for the load only.
    next.rerender(<Block query={LOADED} height={121} />);
    expect(next.getByTestId('block')).toHaveTextContent('no reserve');
  });

  it('does not keep the height of an error', () => {
    render(<Block query={FAILED} height={250} />).unmount();
    expect(render(<Block query={LOADING} height={0} />).getByTestId('block')).toHaveTextContent('no reserve');
  });

  it('keeps a height for the window width it was measured at only', () => {
    render(<Block query={LOADED} height={121} />).unmount();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(window.innerWidth + 100);
    expect(render(<Block query={LOADING} height={0} />).getByTestId('block')).toHaveTextContent('no reserve');
  });
});
