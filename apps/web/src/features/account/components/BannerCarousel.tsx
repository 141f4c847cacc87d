import type { Banner } from '@backlay/contracts';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { Svg } from '../../../shared/icons';
import { selectBrand } from '../../branding';
import { useGetBannersQuery } from '../api';

/** A left or right chevron (decorative: the arrow buttons carry the name). */
const Chevron = ({ left }: { left?: boolean }) => (
  <Svg size={22}>
    <path d={left ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </Svg>
);

/** Time each banner shows (docs/rules/specification.md §4 Banner carousel, §9: 5 s). */
export const BANNER_ROTATION_MS = 5000;

/**
 * The home banner carousel (docs/rules/specification.md §2, §4): the brand's banners (fetched for the current brand,
 * anonymous too); see {@link Carousel}.
 */
export function BannerCarousel() {
  const brand = useAppSelector(selectBrand);
  const { data, isLoading, isUninitialized } = useGetBannersQuery(brand?._id ?? '', { skip: !brand });
  // While the banners load, an empty box of the carousel's size holds their place (no layout shift).
  if (isLoading || isUninitialized)
    return <div className="acc-carousel" aria-hidden="true" data-testid="banner-placeholder" />;
  return data && data.length > 0 ? <Carousel banners={data} /> : null;
}

/**
 * Banners with previous / next arrows and a dot per banner; it advances every 5 s and wraps at
 * both ends (docs/rules/specification.md §4 Banner carousel, §9). A manual move restarts the 5 s.
 */
export function Carousel({ banners }: { banners: readonly Banner[] }) {
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const shown = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((shown + 1) % count), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [shown, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return (
    <section
      className="acc-carousel"
      aria-roledescription="carousel"
      aria-label="Banners"
      data-testid="banner-carousel"
    >
      <div className="acc-carousel__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((b, i) => (
          <div
            key={i}
            className="acc-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== shown}
            data-testid="banner-slide"
            data-active={i === shown}
          >
            <img
              src={b.banner}
              alt={`Banner ${i + 1}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="acc-carousel__arrow acc-carousel__arrow--prev"
            aria-label="Previous banner"
            data-testid="banner-prev"
            onClick={() => go(shown - 1)}
          >
            <Chevron left />
          </button>
          <button
            type="button"
            className="acc-carousel__arrow acc-carousel__arrow--next"
            aria-label="Next banner"
            data-testid="banner-next"
            onClick={() => go(shown + 1)}
          >
            <Chevron />
          </button>
          <div className="acc-carousel__dots">
            {banners.map((_, i) => (
              <button
                key={i}
                type="button"
                className="acc-carousel__dot"
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === shown ? 'true' : undefined}
                data-testid="banner-dot"
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
