// Featured explorations in an antd-mobile Swiper that turns every SWIPER_INTERVAL_MS and loops
// (spec §9). Moving content needs a way to stop it (WCAG 2.2.2): a pause button, and no autoplay
// for people who ask for reduced motion. The slide animation is antd's spring, which settles in
// about SWIPER_DURATION_MS; antd-mobile 5 has no prop for its duration.
import { useState } from 'react';
import { Swiper } from 'antd-mobile';
import type { Exploration } from '@parley/contract/content';
import { SWIPER_INTERVAL_MS } from '../../../constants';
import '../content.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ExplorationCarousel({ explorations, onOpen }: { explorations: Exploration[]; onOpen(exploration: Exploration): void }) {
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
  if (explorations.length === 0) return null;
  return (
    <section className="exploration-carousel" aria-roledescription="carousel" aria-label="Featured explorations">
      <Swiper autoplay={isPlaying && explorations.length > 1} autoplayInterval={SWIPER_INTERVAL_MS} loop={explorations.length > 1} style={{ '--border-radius': '16px' }}>
        {explorations.map((item, index) => (
          <Swiper.Item key={item.id}>
            <button
              type="button"
              className="exploration-slide"
              aria-roledescription="slide"
              aria-label={`${item.title} (${index + 1} of ${explorations.length})`}
              onClick={() => onOpen(item)}
            >
              <img src={item.coverUrl} alt="" width={600} height={360} />
              <span className="exploration-slide__title" aria-hidden="true">
                {item.title}
              </span>
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {explorations.length > 1 && (
        <button type="button" className="link-button exploration-carousel__pause" onClick={() => setIsPlaying((p) => !p)}>
          {isPlaying ? 'Pause slides' : 'Play slides'}
        </button>
      )}
    </section>
  );
}
