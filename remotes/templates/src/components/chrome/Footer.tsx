import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteLink as Link, useRouteServed } from '@site/shared';
import { useLayoutStore } from '@site/shared';
import { Logo } from '../Logo';
import { NavLinks, useMenu } from './NavLinks';
import { useT, type MessageKey } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';

export type FooterLook = 'columns' | 'centered' | 'minimal' | 'compact';

const INFO: [MessageKey, string][] = [
  ['about', '/about'],
  ['faqs', '/faqs'],
  ['banking', '/banking'],
  ['responsible', '/responsible-gaming'],
  ['privacy', '/privacy-policy'],
  ['terms', '/term-condition'],
  ['contact', '/contact-us'],
  ['news', '/news'],
  ['downloadTitle', '/download'],
  ['review', '/review'],
];

/** The site-information pages that exist on this site; none → nothing, not even the heading. */
function InfoLinks({ inline, heading }: { inline?: boolean; heading?: ReactNode }) {
  const t = useT();
  const served = useRouteServed();
  const live = INFO.filter(([, path]) => served(path));
  if (!live.length) return null;
  return (
    <>
      {heading}
      <nav aria-label={t('footerNav')}>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: flex;
            flex-direction: ${inline ? 'row' : 'column'};
            flex-wrap: wrap;
            justify-content: ${inline ? 'center' : 'flex-start'};
            gap: ${inline ? '0.4rem 1.2rem' : '0.45rem'};
          `}
        >
          {live.map(([key, path]) => (
            <li key={key}>
              <Link
                to={path}
                css={(th: Theme) =>
                  css({
                    // a box, so that a phone's 44 px touch target applies (App.tsx in the host)
                    display: 'inline-flex',
                    alignItems: 'center',
                    color: th.palette.textMuted,
                    textDecoration: 'none',
                    '&:hover': { color: th.palette.primary },
                  })
                }
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * The site's responsible-gaming line, from its compliance settings (startup; the operator sets them): the
 * minimum age, the tagline in the page's language (else English) and the helpline. Before startup answers, the
 * generic line without an age.
 */
function useRgLine(): { age: number | null; tagline: string | null; helpline: string } {
  const compliance = useLayoutStore((s) => s.compliance);
  const language = useLayoutStore((s) => s.language);
  const taglines = compliance?.rg_tagline ?? {};
  return {
    age: compliance?.min_age ?? null,
    tagline: taglines[language] || taglines.EN || null,
    helpline: compliance?.rg_helpline ?? '',
  };
}

function Legal() {
  const t = useT();
  const name = useLayoutStore((s) => s.site?.site_name ?? '');
  const rg = useRgLine();
  return (
    <div
      css={(th: Theme) =>
        css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.6rem 1rem',
          alignItems: 'center',
          color: th.palette.textMuted,
          fontSize: '0.85rem',
        })
      }
    >
      <span
        css={(th: Theme) => css`
          display: inline-grid;
          place-items: center;
          width: 2.2rem;
          height: 2.2rem;
          border-radius: 50%;
          border: 2px solid ${th.palette.danger};
          color: ${th.palette.danger};
          font-weight: 800;
        `}
      >
        {rg.age ?? 18}+
      </span>
      <span data-testid="rg-tagline">{rg.tagline ?? t('adults')}</span>
      {rg.helpline ? (
        <span data-testid="rg-helpline">
          {t('helpline')}: <a href={`tel:${rg.helpline.replace(/[^\d+]/g, '')}`}>{rg.helpline}</a>
        </span>
      ) : null}
      <span>{t('rights', { year: new Date().getFullYear(), name })}</span>
    </div>
  );
}

/** The site footer in one of four arrangements. */
export function Footer({ look = 'columns' }: { look?: FooterLook }) {
  const t = useT();
  const games = useMenu('game_menu');
  const box = (th: Theme) => css`
    margin-top: 2.5rem;
    padding: ${look === 'compact' ? '1rem' : '2rem 1rem'};
    background: ${look === 'minimal' ? th.palette.bg : th.palette.surface};
    border-top: ${look === 'minimal' ? `1px solid ${th.palette.border}` : `3px solid ${th.palette.primary}`};
    color: ${th.palette.text};
    h2 {
      font-size: 0.95rem;
      margin: 0 0 0.7rem;
      ${headingCss(th.template)};
    }
  `;
  const inner = css`
    max-width: 1280px;
    margin: 0 auto;
    display: grid;
    gap: 1.5rem;
  `;
  if (look === 'columns')
    return (
      <footer data-testid="site-footer" css={box}>
        <div
          css={(th: Theme) =>
            css(inner, {
              [`@media (min-width: ${th.breakpoints.tablet}px)`]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
            })
          }
        >
          <div css={{ display: 'grid', gap: '0.8rem', alignContent: 'start' }}>
            <Logo />
            <p css={(th: Theme) => css({ margin: 0, color: th.palette.textMuted })}>{t('licensed')}</p>
          </div>
          <div>
            <NavLinks
              items={games.slice(0, 7)}
              look="vertical"
              label={t('gameNav')}
              heading={<h2>{t('gameNav')}</h2>}
            />
          </div>
          <div>
            <InfoLinks heading={<h2>{t('footerNav')}</h2>} />
          </div>
        </div>
        <div css={css(inner, { marginTop: '1.5rem' })}>
          <Legal />
        </div>
      </footer>
    );
  return (
    <footer data-testid="site-footer" css={box}>
      <div css={css(inner, look === 'centered' ? { justifyItems: 'center', textAlign: 'center' } : {})}>
        {look === 'centered' ? <Logo stacked size="lg" /> : null}
        <InfoLinks inline />
        <Legal />
      </div>
    </footer>
  );
}
