import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { SiteLink as Link } from '@site/shared';
import { useLayoutStore } from '@site/shared';
import { usePromotions, type Promotion } from '../api/get-promotions';
import { useT } from '../../i18n/messages';
import { Icon } from '../../components/icons';
import { HeroArt } from '../../components/art/HeroArt';
import { TintedImage } from '../../components/TintedImage';
import { openPromotion } from './PromotionDetails';
import { PromotionPeriod } from '../../content/promotions/PromotionPeriod';
import { promotionExcerpt } from '../../content/promotions/excerpt';
import { headingCss } from '../../themes/skins';
import { alpha, withLightness } from '@site/shared';

export type CarouselLook = 'wide' | 'framed' | 'rounded';

const controlCss = css`
  display: grid;
  place-items: center;
  width: 2.2rem;
  height: 2.2rem;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: rgb(0 0 0 / 0.6);
  color: #fff;
`;

function BrandSlide() {
  const t = useT();
  const site = useLayoutStore((s) => s.site);
  return (
    <div
      css={(th: Theme) => css`
        display: grid;
        grid-template-columns: 1fr;
        align-items: center;
        gap: 1rem;
        min-height: 100%;
        padding: clamp(1.2rem, 4vw, 2.5rem);
        background: linear-gradient(
          120deg,
          ${withLightness(th.palette.primary, 16, 55)},
          ${withLightness(th.palette.accent, 24, 60)}
        );
        @media (min-width: ${th.breakpoints.tablet}px) {
          grid-template-columns: 1.2fr 1fr;
        }
      `}
    >
      <div css={{ color: '#fff' }}>
        <h2
          css={(th: Theme) => css`
            margin: 0.3rem 0 0.8rem;
            font-size: clamp(1.5rem, 4vw, 2.6rem);
            ${headingCss(th.template)};
          `}
        >
          {site?.site_name}
        </h2>
        <Link
          hideMissing
          to="/register"
          css={(th: Theme) => css`
            display: inline-block;
            padding: 0.6rem 1.4rem;
            border-radius: ${th.radius};
            background: #fff;
            color: hsl(230 30% 10%);
            font-weight: 700;
            text-decoration: none;
          `}
        >
          {t('joinNow')}
        </Link>
      </div>
      <div css={{ maxWidth: 320, justifySelf: 'center', width: '100%' }}>
        <HeroArt />
      </div>
    </div>
  );
}

function PromoSlide({ p }: { p: Promotion }) {
  const t = useT();
  return (
    <div css={{ position: 'relative', height: '100%' }}>
      <TintedImage src={p.image} fill priority />
      <div
        css={(th: Theme) => css`
          position: absolute;
          inset: auto 0 0 0;
          padding: clamp(0.8rem, 3vw, 1.8rem);
          background: linear-gradient(transparent, ${alpha('#000', 0.78)} 45%);
          color: #fff;
          h2 {
            margin: 0 0 0.3rem;
            font-size: clamp(1.2rem, 3.4vw, 2rem);
            ${headingCss(th.template)};
          }
          p {
            margin: 0 0 0.6rem;
            max-width: 40rem;
          }
        `}
      >
        <h2>{p.title}</h2>
        {/* its period as on /promotions: "Starts on …" for one not started yet (the scrim's colour, as the title) */}
        <PromotionPeriod p={p} css={{ color: 'inherit', fontWeight: 600 }} />
        <p>{promotionExcerpt(p.body)}</p>
        <button
          type="button"
          onClick={() => openPromotion(p)}
          aria-label={`${t('learnMore')}: ${p.title}`}
          css={css`
            font: inherit;
            font-weight: 700;
            color: inherit;
            background: none;
            border: 0;
            padding: 0;
            text-decoration: underline;
            text-underline-offset: 0.25em;
            cursor: pointer;
          `}
        >
          {t('learnMore')}
        </button>
      </div>
    </div>
  );
}

/** How long a slide stays before the next one, while the carousel turns by itself. */
export const SLIDE_MS = 6000;

/**
 * The promotions carousel; with no promotions (or a failed call) a brand slide stands in. With two slides or more
 * it turns by itself every SLIDE_MS — never under reduced motion — and, as WCAG 2.2.2 asks of anything that moves
 * by itself, a player can stop it (the stop / start button); it also holds still while the pointer is over it or
 * focus is inside it, and the slide is announced to screen readers only when it is not turning by itself (the
 * WAI-ARIA carousel pattern), so a listener is not interrupted every six seconds.
 */
export function BannerCarousel({ look = 'wide', height = 360 }: { look?: CarouselLook; height?: number }) {
  const t = useT();
  const promos = usePromotions();
  const slides = promos?.length ? promos.slice(0, 5) : null;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // read once (a page without matchMedia, as a test's DOM: motion allowed)
  const [reduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const count = slides?.length ?? 1;
  const turns = count > 1 && !reduced;
  const turning = turns && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!turning) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(id);
  }, [turning, count]);
  const current = slides?.[index % count];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('promotions')}
      data-section="banner"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      css={(th: Theme) => css`
        position: relative;
        overflow: hidden;
        height: clamp(220px, 42vw, ${height}px);
        border-radius: ${look === 'wide' ? '0' : look === 'rounded' ? `calc(${th.radius} * 2)` : th.radius};
        ${look === 'framed' ? `border: 2px solid ${th.palette.primary}; box-shadow: ${th.shadow};` : ''}
        background: ${th.palette.surface};
      `}
    >
      <div
        aria-live={turning ? 'off' : 'polite'}
        css={{ height: '100%' }}
        aria-roledescription="slide"
        aria-label={t('slide', { n: index + 1, total: count })}
        role="group"
      >
        {current ? <PromoSlide p={current} /> : <BrandSlide />}
      </div>
      {slides && count > 1 ? (
        <div
          css={css`
            position: absolute;
            right: 0.75rem;
            top: 0.75rem;
            display: flex;
            gap: 0.4rem;
          `}
        >
          {(['left', 'right'] as const).map((dir) => (
            <button
              key={dir}
              type="button"
              aria-label={dir === 'left' ? t('previous') : t('next')}
              onClick={() => setIndex((i) => (i + (dir === 'left' ? count - 1 : 1)) % count)}
              css={controlCss}
            >
              <Icon name={dir} />
            </button>
          ))}
          {turns ? (
            <button
              type="button"
              aria-label={stopped ? t('playSlides') : t('pauseSlides')}
              onClick={() => setStopped((s) => !s)}
              css={controlCss}
            >
              <Icon name={stopped ? 'play' : 'pause'} />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
