import { describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from './loading-counter';

function setup() {
  const show = vi.fn();
  const hide = vi.fn();
  return { counter: createLoadingCounter(show, hide), show, hide };
}

describe('the loading counter', () => {
  it('shows when the first load starts and hides when the last one finishes', () => {
    const { counter, show, hide } = setup();
    counter.start();
    counter.start();
    counter.start();
    expect(show).toHaveBeenCalledTimes(1);
    counter.finish();
    counter.finish();
    expect(hide).not.toHaveBeenCalled();
    expect(counter.pending).toBe(1);
    counter.finish();
    expect(hide).toHaveBeenCalledTimes(1);
    expect(counter.pending).toBe(0);
  });

  it('shows again for a load that starts after everything finished', () => {
    const { counter, show, hide } = setup();
    counter.start();
    counter.finish();
    counter.start();
    counter.finish();
    expect(show).toHaveBeenCalledTimes(2);
    expect(hide).toHaveBeenCalledTimes(2);
  });

  it('ignores a finish with nothing pending', () => {
    const { counter, show, hide } = setup();
    counter.finish();
    counter.start();
    counter.finish();
    counter.finish();
    expect(counter.pending).toBe(0);
    expect(show).toHaveBeenCalledTimes(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
