import { css, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import { TableArt, type TableKind } from '../../components/art/TableArt';
import { Section, type HeadingStyle } from '../../components/Section';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';

export type TablesLook = 'grid' | 'rail' | 'feature';

/**
 * The kinds of table the live casino holds: each tile opens the live casino when the site has it (otherwise it
 * is a picture, with no pointer effect). No limits are shown: the catalogue has none for live tables.
 */
const TABLES: TableKind[] = ['baccarat', 'roulette', 'blackjack', 'dragonTiger', 'sicbo', 'poker'];

const layouts: Record<TablesLook, (t: Theme) => string> = {
  grid: (t) => `display: grid; gap: 1rem; grid-template-columns: repeat(2, minmax(0, 1fr));
    @media (min-width: ${t.breakpoints.tablet}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }`,
  rail: () => `display: grid; gap: 0.9rem; grid-auto-flow: column; grid-auto-columns: minmax(200px, 1fr);
    overflow-x: auto; scroll-snap-type: x mandatory; padding-bottom: 0.5rem; & > li { scroll-snap-align: start; }`,
  feature: (t) => `display: grid; gap: 0.8rem; grid-template-columns: repeat(2, minmax(0, 1fr));
    @media (min-width: ${t.breakpoints.tablet}px) { grid-template-columns: 2fr 1fr 1fr; & > li:first-of-type { grid-row: span 2; } }`,
};

export function LiveTables({
  look = 'grid',
  limit = 6,
  heading,
}: {
  look?: TablesLook;
  limit?: number;
  heading?: HeadingStyle;
}) {
  const t = useT();
  return (
    <Section title={t('liveTables')} to="/casino" look={heading} testId="live-tables">
      <ul
        tabIndex={look === 'rail' ? 0 : undefined}
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          ${layouts[look](th)}
        `}
      >
        {TABLES.slice(0, limit).map((kind) => (
          <li key={kind} css={{ minWidth: 0 }}>
            <Link
              to="/casino"
              css={(th: Theme) => css`
                display: flex;
                flex-direction: column;
                height: 100%;
                text-decoration: none;
                color: ${th.palette.text};
                background: ${th.palette.surface};
                border: 1px solid ${th.palette.border};
                border-radius: ${th.radius};
                overflow: hidden;
                box-shadow: ${th.shadow};
                transition: border-color 250ms ease-in-out;
                &[href]:hover {
                  border-color: ${th.palette.primary};
                }
                & > div:first-of-type {
                  flex: 1;
                  display: flex;
                }
              `}
            >
              <div>
                <TableArt kind={kind} />
              </div>
              <div
                css={{
                  padding: '0.6rem 0.8rem',
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: '0.5rem',
                  flexWrap: 'wrap',
                }}
              >
                <strong css={(th: Theme) => css(headingCss(th.template), { fontSize: '0.95rem' })}>
                  {t(kind)}
                </strong>
                <span
                  css={(th: Theme) => css`
                    font-size: 0.82rem;
                    color: ${th.palette.textMuted};
                  `}
                >
                  <span
                    aria-hidden="true"
                    css={(th: Theme) => css`
                      display: inline-block;
                      width: 0.5rem;
                      height: 0.5rem;
                      border-radius: 50%;
                      margin-right: 0.3rem;
                      background: ${th.palette.success};
                    `}
                  />
                  {t('live')}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
