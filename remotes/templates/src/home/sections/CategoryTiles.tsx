import { css, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutStore, useRouteServed, type MenuItem } from '@site/shared';
import { Icon, iconFor } from '../../components/icons';
import { useMenuTitle } from '../../components/chrome/NavLinks';
import { Section, type HeadingStyle } from '../../components/Section';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { withLightness } from '@site/shared';

export type TilesLook = 'icons' | 'cards' | 'pills' | 'lobby' | 'pixel';

/** The game menu, with the `lead` category first and each category's game count from the startup answer. */
export function useGameMenu(lead?: string): (MenuItem & { count: number })[] {
  const { menu, counts } = useLayoutStore(
    useShallow((s) => ({ menu: s.content?.game_menu ?? [], counts: s.provider_count })),
  );
  const items = menu.map((m) => ({
    ...m,
    count: counts.find((c) => c.category === m.content_id)?.count ?? 0,
  }));
  if (!lead) return items;
  return [...items.filter((m) => m.content_id === lead), ...items.filter((m) => m.content_id !== lead)];
}

const grid: Record<TilesLook, (t: Theme) => string> = {
  icons: () => 'grid-template-columns: repeat(auto-fill, minmax(92px, 1fr));',
  cards: () => 'grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));',
  pills: () => 'display: flex !important; flex-wrap: wrap;',
  lobby: (t) =>
    `grid-template-columns: repeat(2, minmax(0, 1fr)); @media (min-width: ${t.breakpoints.tablet}px) { grid-template-columns: repeat(4, minmax(0, 1fr)); } & > li:first-of-type { grid-column: span 2; grid-row: span 2; }`,
  pixel: () => 'grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));',
};

function tile(look: TilesLook, t: Theme, i: number): string {
  const p = t.palette;
  switch (look) {
    case 'icons':
      return `flex-direction: column; text-align: center; gap: 0.45rem; padding: 0.8rem 0.3rem; color: ${p.text};
        svg { width: 44px; height: 44px; padding: 10px; border-radius: 50%; background: ${p.surfaceAlt}; color: ${p.primary}; border: 1px solid ${p.border}; }`;
    case 'cards':
      return `flex-direction: column; align-items: flex-start; justify-content: space-between; min-height: 120px; padding: 1rem;
        color: #fff; border-radius: ${t.radius};
        background: linear-gradient(140deg, ${withLightness(i % 2 ? p.accent : p.primary, 26, 60)}, ${withLightness(i % 2 ? p.primary : p.accent, 14, 50)});
        svg { width: 34px; height: 34px; }`;
    case 'pills':
      return `gap: 0.45rem; padding: 0.5rem 1rem; border-radius: 999px; background: ${i === 0 ? p.primary : p.surfaceAlt};
        color: ${i === 0 ? p.primaryText : p.text}; border: 1px solid ${i === 0 ? p.primary : p.border};`;
    case 'lobby':
      return `flex-direction: column; justify-content: flex-end; align-items: flex-start; gap: 0.3rem; height: 100%; min-height: 110px;
        padding: 1rem; border-radius: ${t.radius}; color: ${p.text}; background: ${i === 0 ? `linear-gradient(160deg, ${withLightness(p.primary, 24, 55)}, ${withLightness(p.accent, 12, 45)})` : p.surface};
        border: 1px solid ${i === 0 ? p.primary : p.border}; ${i === 0 ? 'color: #fff; svg { width: 64px; height: 64px; }' : `svg { color: ${p.accent}; width: 30px; height: 30px; }`}`;
    case 'pixel':
      return `flex-direction: column; gap: 0.4rem; padding: 0.9rem 0.4rem; color: ${p.text}; background: ${p.surface};
        border: 3px solid ${p.primary}; box-shadow: 4px 4px 0 ${p.accent}; svg { width: 32px; height: 32px; color: ${p.accent}; }`;
  }
}

/** Game category tiles linking to the game menu's pages (/slots, /casino, …). */
export function CategoryTiles({
  look = 'icons',
  lead,
  limit,
  title,
  heading,
}: {
  look?: TilesLook;
  lead?: string;
  limit?: number;
  title?: string;
  heading?: HeadingStyle;
}) {
  const t = useT();
  const label = useMenuTitle();
  const served = useRouteServed();
  const items = useGameMenu(lead)
    .filter((m) => served(m.path))
    .slice(0, limit ?? 99);
  if (!items.length) return null;
  return (
    <Section title={title ?? t('categories')} look={heading} testId="categories">
      <ul
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${look === 'pills' ? '0.5rem' : '0.75rem'};
          ${grid[look](th)}
        `}
      >
        {items.map((m, i) => (
          <li key={m.content_id} css={{ minWidth: 0 }}>
            <Link
              to={m.path}
              data-category={m.content_id}
              css={(th: Theme) => css`
                display: flex;
                align-items: center;
                text-decoration: none;
                font-weight: 600;
                transition: transform 250ms ease-in-out;
                &:hover {
                  transform: translateY(-2px);
                }
                ${tile(look, th, i)}
              `}
            >
              <Icon name={iconFor(m.path)} />
              <span
                css={(th: Theme) =>
                  look === 'cards' || look === 'lobby' ? css(headingCss(th.template)) : undefined
                }
              >
                {label(m)}
              </span>
              {m.count && (look === 'cards' || look === 'lobby') ? (
                <small css={{ opacity: 0.9, fontWeight: 400 }}>{t('gamesCount', { count: m.count })}</small>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
