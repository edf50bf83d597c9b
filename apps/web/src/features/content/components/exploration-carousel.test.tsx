import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exploration } from '@parley/contract/content';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '../../../constants';
import { ExplorationCarousel } from './exploration-carousel';

function exploration(id: number, title: string): Exploration {
  return { id, slug: `exploration-${id}`, title, level: 'A2', story: '', coverUrl: `/content/covers/e-${id}.svg`, scenes: [], completedSceneIds: [] };
}

const three = [exploration(1, 'Travel troubles'), exploration(2, 'A night out'), exploration(3, 'First day at work')];

/** The slide a sighted learner sees and a screen reader reads: the only one not hidden. */
const shownSlide = () => screen.getByRole('button', { name: /\(\d of \d\)$/ }).getAttribute('aria-label');

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** A finger (or mouse) dragging the slides sideways by `dx` px. */
function swipe(dx: number) {
  const viewport = screen.getByRole('region', { name: 'Featured explorations' }).firstElementChild!;
  fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 });
  fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx / 2 });
  fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx });
  fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx });
}

describe('the exploration carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`turns to the next exploration every ${SWIPER_INTERVAL_MS} ms and loops back to the first`, async () => {
    vi.useFakeTimers();
    render(<ExplorationCarousel explorations={three} onOpen={() => undefined} />);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');

    await wait(SWIPER_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    await wait(1);
    expect(shownSlide()).toBe('A night out (2 of 3)');

    await wait(SWIPER_INTERVAL_MS);
    expect(shownSlide()).toBe('First day at work (3 of 3)');
    await wait(SWIPER_INTERVAL_MS);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    // Settling on the real first slide after the loop does not shorten or stretch its turn.
    await wait(SWIPER_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    await wait(1);
    expect(shownSlide()).toBe('A night out (2 of 3)');
  });

  it(`slides from one exploration to the next in ${SWIPER_DURATION_MS} ms`, () => {
    const { container } = render(<ExplorationCarousel explorations={three} onOpen={() => undefined} />);
    // The one place a slide's duration shows in a page without layout: the track's transition.
    expect(container.querySelector('.exploration-carousel__track')).toHaveStyle({ transition: `transform ${SWIPER_DURATION_MS}ms ease` });
  });

  it('stays on a slide while paused, and turns again when played', async () => {
    vi.useFakeTimers();
    render(<ExplorationCarousel explorations={three} onOpen={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await wait(SWIPER_INTERVAL_MS * 3);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    await wait(SWIPER_INTERVAL_MS);
    expect(shownSlide()).toBe('A night out (2 of 3)');
  });

  it('neither turns nor slides for a learner who asks for reduced motion', async () => {
    prefersReducedMotion(true);
    vi.useFakeTimers();
    const { container } = render(<ExplorationCarousel explorations={three} onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await wait(SWIPER_INTERVAL_MS * 2);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    expect(container.querySelector('.exploration-carousel__track')).toHaveStyle({ transition: 'none' });
  });

  it('turns with a swipe either way, and a short drag stays put', async () => {
    vi.useFakeTimers();
    render(<ExplorationCarousel explorations={three} onOpen={() => undefined} />);
    swipe(-80);
    expect(shownSlide()).toBe('A night out (2 of 3)');
    swipe(20);
    expect(shownSlide()).toBe('A night out (2 of 3)');
    swipe(80);
    expect(shownSlide()).toBe('Travel troubles (1 of 3)');
    // Backwards past the first comes round to the last.
    swipe(80);
    expect(shownSlide()).toBe('First day at work (3 of 3)');
    await wait(SWIPER_DURATION_MS);
    expect(shownSlide()).toBe('First day at work (3 of 3)');
  });

  it('opens the exploration tapped, and not one at the end of a swipe', () => {
    const onOpen = vi.fn();
    render(<ExplorationCarousel explorations={three} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Travel troubles (1 of 3)' }));
    expect(onOpen).toHaveBeenCalledWith(three[0]);
    swipe(-80);
    fireEvent.click(screen.getByRole('button', { name: 'A night out (2 of 3)' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows a single exploration without turning or a pause button', async () => {
    vi.useFakeTimers();
    render(<ExplorationCarousel explorations={three.slice(0, 1)} onOpen={() => undefined} />);
    await wait(SWIPER_INTERVAL_MS * 2);
    expect(shownSlide()).toBe('Travel troubles (1 of 1)');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
  });
});
