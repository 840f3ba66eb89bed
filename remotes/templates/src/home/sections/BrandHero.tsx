import { css, useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteLink as Link } from '@site/shared';
import { useLayoutStore } from '@site/shared';
import { HeroArt } from '../../components/art/HeroArt';
import { usePromotions } from '../api/get-promotions';
import { useT, type MessageKey } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { withLightness } from '@site/shared';

export type HeroLook = 'split' | 'editorial' | 'arcade' | 'sports';

const TAGLINE: Record<string, MessageKey> = {
  casino: 'taglineCasino',
  slot: 'taglineSlot',
  sportsbook: 'taglineSports',
};
const PLAY_PATH: Record<string, string> = { casino: '/casino', slot: '/slots', sportsbook: '/sports' };

const looks: Record<HeroLook, (t: Theme) => string> = {
  split: (t) => `color: #fff; border-radius: ${t.radius};
    background: linear-gradient(110deg, ${withLightness(t.palette.primary, 12, 50)} 30%, ${withLightness(t.palette.accent, 22, 55)});`,
  editorial: (t) => `color: ${t.palette.text}; background: ${t.palette.surface}; border-radius: ${t.radius};
    border: 1px solid ${t.palette.border}; h1 { font-size: clamp(2rem, 6vw, 4.2rem); line-height: 1; font-weight: 400; }`,
  arcade: (
    t,
  ) => `color: ${t.palette.text}; background: repeating-linear-gradient(0deg, ${t.palette.bg} 0 3px, ${t.palette.surface} 3px 6px);
    border: 4px solid ${t.palette.primary}; box-shadow: 8px 8px 0 ${t.palette.accent}; h1 { color: ${t.palette.accent}; }`,
  sports: (t) => `color: #fff; border-radius: ${t.radius};
    background: linear-gradient(100deg, ${withLightness(t.palette.primary, 14, 60)} 45%, ${withLightness(t.palette.primary, 28, 55)});`,
};

/** The brand hero: the site's name, the family's promise, a join and a play button, and the template's art. */
export function BrandHero({
  look = 'split',
  aside,
  title,
}: {
  look?: HeroLook;
  aside?: ReactNode;
  title?: string;
}) {
  const t = useT();
  const theme = useTheme();
  const site = useLayoutStore((s) => s.site);
  const family = theme.family;
  const light = look === 'editorial' || look === 'arcade';
  // The line above the title: the site's leading promotion (its own words), never an offer it does not make.
  const lead = usePromotions()?.[0]?.title;
  const eyebrow = look === 'arcade' ? `▶ ${t('insertCoin')}` : lead;
  const button = (solid: boolean) => (th: Theme) => css`
    display: inline-block;
    padding: 0.65rem 1.5rem;
    border-radius: ${look === 'arcade' ? 0 : th.radius};
    font-weight: 700;
    text-decoration: none;
    border: 2px solid ${light ? th.palette.primary : '#fff'};
    background: ${solid ? (light ? th.palette.primary : '#fff') : 'transparent'};
    color: ${solid ? (light ? th.palette.primaryText : 'hsl(230 30% 10%)') : light ? th.palette.text : '#fff'};
  `;
  return (
    <section
      aria-label={site?.site_name ?? ''}
      data-section="hero"
      css={(th: Theme) => css`
        display: grid;
        gap: 1.2rem;
        align-items: center;
        padding: clamp(1.2rem, 4vw, 2.8rem);
        overflow: hidden;
        ${looks[look](th)}
        @media (min-width: ${th.breakpoints.tablet}px) {
          grid-template-columns: ${aside ? '1.3fr 1fr 0.9fr' : look === 'editorial' ? '1.6fr 1fr' : '1.2fr 1fr'};
        }
      `}
    >
      <div css={{ minWidth: 0 }}>
        {eyebrow ? <p css={{ margin: 0, fontSize: '0.95rem', opacity: 0.92 }}>{eyebrow}</p> : null}
        <h1
          css={(th: Theme) => css`
            margin: 0.35rem 0 0.6rem;
            font-size: clamp(1.7rem, 4.6vw, 3rem);
            line-height: 1.05;
            ${headingCss(th.template)};
          `}
        >
          {title ?? (look === 'sports' ? t('sportsTitle') : site?.site_name)}
        </h1>
        <p css={{ margin: '0 0 1.1rem', maxWidth: '34rem', fontSize: '1.05rem' }}>
          {t(TAGLINE[family] ?? 'taglineCasino')}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
          <Link hideMissing to="/register" css={button(true)}>
            {look === 'arcade' ? t('pressStart') : t('joinNow')}
          </Link>
          <Link hideMissing to={PLAY_PATH[family] ?? '/'} css={button(false)}>
            {look === 'sports' ? t('betNow') : t('playNow')}
          </Link>
        </div>
      </div>
      <div css={{ maxWidth: 340, width: '100%', justifySelf: 'center' }}>
        <HeroArt seed={look.length} />
      </div>
      {aside ? <div css={{ minWidth: 0 }}>{aside}</div> : null}
    </section>
  );
}
