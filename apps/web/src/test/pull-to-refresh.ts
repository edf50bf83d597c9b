// Pull to refresh in jsdom: what antd-mobile's PullToRefresh needs from a browser that jsdom lacks.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * antd-mobile measures CSS sizes through a 10 px tester element, which jsdom (no layout) reads as
 * 0: the pull-to-refresh head would be 0 px high and no pull could ever reach the threshold. Let
 * the tester measure as in a browser; the spy goes with vi.restoreAllMocks().
 */
export function measurePxLikeABrowser() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('adm-px-tester') ? ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 10, width: 0, height: 10, toJSON: () => ({}) } as DOMRect) : measure.call(this);
  });
}

/**
 * A finger pulling the page or list down by `distance` px from `element`. PullToRefresh looks for a
 * scrolled parent up to `window`, and stops there on `instanceof Window`, which jsdom's window
 * is not: for the pull it is, as in a browser.
 */
export function pullDown(element: Element, distance: number) {
  const hasInstance = Object.getOwnPropertyDescriptor(Window, Symbol.hasInstance);
  Object.defineProperty(Window, Symbol.hasInstance, { configurable: true, value: (value: unknown) => value === window });
  try {
    const touch = (y: number) => ({ identifier: 0, target: element, clientX: 50, clientY: y });
    const at = (y: number) => ({ touches: [touch(y)], targetTouches: [touch(y)], changedTouches: [touch(y)] });
    fireEvent.touchStart(element, at(100));
    for (let y = 110; y <= 100 + distance; y += 10) fireEvent.touchMove(element, at(y));
    fireEvent.touchEnd(element, { touches: [], targetTouches: [], changedTouches: [touch(100 + distance)] });
  } finally {
    if (hasInstance) Object.defineProperty(Window, Symbol.hasInstance, hasInstance);
    else delete (Window as unknown as Record<symbol, unknown>)[Symbol.hasInstance];
  }
}
