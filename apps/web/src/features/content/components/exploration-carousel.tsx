// Featured explorations in a looping carousel that turns every SWIPER_INTERVAL_MS and slides in
// SWIPER_DURATION_MS (spec §9). antd-mobile's Swiper moves with a fixed react-spring spring and
// has no duration prop (its props stop at autoplayInterval), so the track here is our own: a CSS
// transition of exactly that duration, with copies of the last and first slide at the ends so the
// loop never runs backwards. Moving content needs a way to stop it (WCAG 2.2.2): a pause button,
// and neither autoplay nor sliding for people who ask for reduced motion. A finger swipes.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Exploration } from '@parley/contract/content';
import { useLingui } from '@lingui/react/macro';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '../../../constants';
import '../content.css';

/** How far a finger must move sideways before it turns the slide rather than taps it. */
const SWIPE_MIN_PX = 40;
const TAP_SLOP_PX = 6;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ExplorationCarousel({ explorations, onOpen }: { explorations: Exploration[]; onOpen(exploration: Exploration): void }) {
  const { t } = useLingui();
  const count = explorations.length;
  const loops = count > 1;
  const [reducesMotion] = useState(prefersReducedMotion);
  const [isPlaying, setIsPlaying] = useState(() => !reducesMotion);
  // Place on the track: with a loop it holds [copy of the last, ...slides, copy of the first].
  const [position, setPosition] = useState(loops ? 1 : 0);
  const [isAnimated, setIsAnimated] = useState(true);
  const [dragPx, setDragPx] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const hasDragged = useRef(false);

  const isOnCopy = loops && (position === 0 || position === count + 1);
  const current = loops ? (position - 1 + count) % count : 0;

  const step = (by: 1 | -1) => {
    // A copy is shown only until the jump below; a step from it would leave the track.
    if (isOnCopy) return;
    setIsAnimated(true);
    setPosition((p) => p + by);
  };

  // Once a copy has slid in, jump without animation to the slide it copies.
  useEffect(() => {
    if (!isOnCopy) return;
    const timer = setTimeout(
      () => {
        setIsAnimated(false);
        setPosition(position === 0 ? count : 1);
      },
      reducesMotion ? 0 : SWIPER_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [isOnCopy, position, count, reducesMotion]);

  // Keyed on the slide shown, not the track place: the jump off a copy does not restart the wait,
  // which is longer than a slide's stay on a copy.
  const isDragging = dragPx !== 0;
  useEffect(() => {
    if (!isPlaying || !loops || isDragging) return;
    const timer = setTimeout(() => {
      setIsAnimated(true);
      setPosition((p) => p + 1);
    }, SWIPER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, loops, isDragging, current]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!loops || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    hasDragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.current.startX;
    if (!hasDragged.current && Math.abs(dx) > TAP_SLOP_PX) {
      hasDragged.current = true;
      // Captured only now: capturing on pointerdown would send a plain tap's click to the viewport.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (hasDragged.current) setDragPx(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, isCancelled: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.current.startX;
    drag.current = null;
    setDragPx(0);
    if (!isCancelled && Math.abs(dx) >= SWIPE_MIN_PX) step(dx < 0 ? 1 : -1);
  };

  const trackSlides = (loops ? [explorations[count - 1]!, ...explorations, explorations[0]!] : explorations).map((item, place) => {
    const isCopy = loops && (place === 0 || place === count + 1);
    const index = loops ? (place - 1 + count) % count : place;
    const { title } = item;
    const number = index + 1;
    return { item, isCopy, index, key: isCopy ? `copy-${place}` : String(item.id), label: t({ comment: 'A slide of the carousel: its title and place', message: `${title} (${number} of ${count})` }) };
  });
  const slidesInMotion = isAnimated && !isDragging && !reducesMotion;

  return (
    <section className="exploration-carousel" aria-roledescription={t({ comment: 'Screen reader: what kind of element this is', message: 'carousel' })} aria-label={t`Featured explorations`}>
      <div
        className="exploration-carousel__viewport"
        aria-live={isPlaying ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onClickCapture={(event) => {
          // The end of a swipe is not a tap on the slide.
          if (!hasDragged.current) return;
          hasDragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className="exploration-carousel__track"
          style={{
            transform: `translateX(calc(${-position * 100}% + ${dragPx}px))`,
            transition: slidesInMotion ? `transform ${SWIPER_DURATION_MS}ms ease` : 'none',
          }}
        >
          {trackSlides.map(({ item, isCopy, index, key, label }) => {
            // Only the slide in view is there for screen readers and the keyboard.
            const isShown = !isCopy && index === current;
            return (
              <div key={key} className="exploration-carousel__slide" aria-hidden={isShown ? undefined : true}>
                <button
                  type="button"
                  className="exploration-slide"
                  tabIndex={isShown ? undefined : -1}
                  aria-roledescription={t({ comment: 'Screen reader: what kind of element this is, one picture of a carousel', message: 'slide' })}
                  aria-label={label}
                  onClick={() => onOpen(item)}
                >
                  <img src={item.coverUrl} alt="" width={600} height={360} draggable={false} />
                  <span className="exploration-slide__title" aria-hidden="true">
                    {item.title}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className="exploration-carousel__controls">
          <span className="exploration-carousel__dots" aria-hidden="true">
            {explorations.map((item, index) => (
              <span key={item.id} className={`exploration-carousel__dot${index === current ? ' exploration-carousel__dot--current' : ''}`} />
            ))}
          </span>
          <button type="button" className="link-button exploration-carousel__pause" onClick={() => setIsPlaying((p) => !p)}>
            {isPlaying ? t`Pause slides` : t`Play slides`}
          </button>
        </div>
      )}
    </section>
  );
}
