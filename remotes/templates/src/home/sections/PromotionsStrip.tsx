import { css, type Theme } from '@emotion/react';
import { usePromotions } from '../api/get-promotions';
import { Section, type HeadingStyle } from '../../components/Section';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { TintedImage } from '../../components/TintedImage';
import { openPromotion } from './PromotionDetails';
import { PromotionPeriod } from '../../content/promotions/PromotionPeriod';
import { promotionExcerpt } from '../../content/promotions/excerpt';

export type PromosLook = 'cards' | 'rows' | 'bento' | 'mini';

const lists: Record<PromosLook, (t: Theme) => string> = {
  cards: (t) =>
    `grid-template-columns: 1fr; @media (min-width: ${t.breakpoints.tablet}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }`,
  rows: (
    t,
  ) => `grid-template-columns: 1fr; gap: 1.5rem !important; @media (min-width: ${t.breakpoints.tablet}px) {
    & > li > article { grid-template-columns: 1fr 1fr; } & > li:nth-of-type(even) > article > span { order: 2; } }`,
  bento: (
    t,
  ) => `grid-template-columns: repeat(2, minmax(0, 1fr)); @media (min-width: ${t.breakpoints.tablet}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr)); & > li:first-of-type { grid-column: span 2; grid-row: span 2; } }`,
  mini: () =>
    'grid-template-columns: 1fr; & > li > article { grid-template-columns: 96px 1fr; align-items: center; } p:not([data-state]) { display: none; }',
};

/**
 * The site's promotions as cards, alternating rows, a bento grid or a compact list; hidden on failure. A card
 * opens the promotion's details in a dialog (its title is the button; the whole card is its hit area). A card
 * shows the promotion's period as /promotions does ("Starts on …" before it starts; ended ones are not listed).
 */
export function PromotionsStrip({
  look = 'cards',
  limit = 4,
  heading,
}: {
  look?: PromosLook;
  limit?: number;
  heading?: HeadingStyle;
}) {
  const t = useT();
  const promos = usePromotions();
  if (!promos?.length) return null;
  return (
    <Section title={t('promotions')} to="/promotions" look={heading} testId="promotions">
      <ul
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 0.9rem;
          ${lists[look](th)}
        `}
      >
        {promos.slice(0, limit).map((p) => (
          <li key={p.id} css={{ minWidth: 0 }}>
            <article
              css={(th: Theme) => css`
                position: relative;
                display: grid;
                grid-template-rows: ${look === 'bento' ? '1fr auto' : 'auto'};
                height: 100%;
                overflow: hidden;
                text-decoration: none;
                color: ${th.palette.text};
                background: ${th.palette.surface};
                border: 1px solid ${th.palette.border};
                border-radius: ${th.radius};
                img {
                  min-height: 90px;
                  max-height: ${look === 'rows' ? '260px' : look === 'bento' ? '420px' : '200px'};
                }
                & > div {
                  padding: 0.8rem 1rem;
                }
                h3 {
                  margin: 0 0 0.3rem;
                  font-size: 1.05rem;
                  ${headingCss(th.template)};
                }
                p {
                  margin: 0;
                  color: ${th.palette.textMuted};
                  font-size: 0.9rem;
                }
                h3 button {
                  font: inherit;
                  color: inherit;
                  text-align: inherit;
                  background: none;
                  border: 0;
                  padding: 0;
                  cursor: pointer;
                  &::after {
                    content: '';
                    position: absolute;
                    inset: 0;
                  }
                }
                &:hover h3,
                &:has(button:focus-visible) h3 {
                  color: ${th.palette.primary};
                }
                &:has(button:focus-visible) {
                  outline: 2px solid ${th.palette.primary};
                  outline-offset: 2px;
                }
              `}
            >
              <TintedImage src={p.image} />
              <div>
                <h3>
                  <button type="button" onClick={() => openPromotion(p)}>
                    {p.title}
                  </button>
                </h3>
                <PromotionPeriod p={p} css={{ marginBottom: '0.3rem' }} />
                <p>{promotionExcerpt(p.body)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
