import { css, keyframes, type Theme } from '@emotion/react';
import { SiteLink as Link, useRouteServed } from '@site/shared';
import { LoadFailed } from '../../components/LoadFailed';
import { useProviders, type ProviderRow } from '../api/get-providers';
import { Section, type HeadingStyle } from '../../components/Section';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { useGameMenu } from './CategoryTiles';

export type ProvidersLook = 'marquee' | 'grid' | 'chips' | 'list';

const slide = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

function Wordmark({ p, look }: { p: ProviderRow; look: ProvidersLook }) {
  const t = useT();
  return (
    <>
      <span
        css={(th: Theme) => css`
          ${headingCss(th.template)};
          font-size: ${look === 'list' ? '0.95rem' : '1.05rem'};
          letter-spacing: 0.06em;
        `}
      >
        {p.provider_code}
      </span>
      {p.count ? (
        <small css={(th: Theme) => css({ color: th.palette.textMuted })}>
          {t('gamesCount', { count: p.count })}
        </small>
      ) : null}
    </>
  );
}

/** A provider's box; only a link (a page of its category exists) has a pointer effect. */
const box = (t: Theme, look: ProvidersLook) => css`
  display: flex;
  flex-direction: ${look === 'list' ? 'row' : 'column'};
  justify-content: ${look === 'list' ? 'space-between' : 'center'};
  align-items: center;
  gap: 0.2rem 0.6rem;
  padding: ${look === 'chips' ? '0.45rem 1rem' : '0.8rem 1rem'};
  min-height: ${look === 'grid' ? '72px' : 'auto'};
  color: ${t.palette.text};
  text-decoration: none;
  background: ${look === 'chips' ? t.palette.surfaceAlt : t.palette.surface};
  border: 1px solid ${t.palette.border};
  border-radius: ${look === 'chips' ? '999px' : t.radius};
  white-space: nowrap;
  &[href]:hover {
    border-color: ${t.palette.primary};
  }
`;

/**
 * The providers of the catalogue: a moving strip, a logo grid, chips or a vertical rail. Each links to its
 * category's page when the site has it. A failed call shows a failure with Retry; an empty catalogue, nothing.
 */
export function ProvidersStrip({ look = 'grid', heading }: { look?: ProvidersLook; heading?: HeadingStyle }) {
  const t = useT();
  const call = useProviders();
  const menu = useGameMenu();
  const served = useRouteServed();
  if (call.status === 'loading') return null;
  if (call.status !== 'ok')
    return (
      <Section title={t('providers')} look={heading} testId="providers">
        <LoadFailed text={t('providersFailed')} onRetry={call.retry} />
      </Section>
    );
  const providers = call.rows;
  if (!providers.length) return null;
  const pathOf = (p: ProviderRow) => menu.find((m) => m.content_id === p.category)?.path ?? '/slots';
  const linked = (p: ProviderRow) => served(pathOf(p));
  if (look === 'marquee') {
    const row = (hidden: boolean) => (
      <ul
        aria-hidden={hidden || undefined}
        css={{ display: 'flex', gap: '0.8rem', listStyle: 'none', margin: 0, padding: '0 0.4rem' }}
      >
        {providers.map((p) => (
          <li key={p.provider_code} css={(th: Theme) => box(th, 'marquee')}>
            <Wordmark p={p} look={look} />
          </li>
        ))}
      </ul>
    );
    return (
      <Section title={t('providers')} to="/slots" look={heading} testId="providers">
        <div
          css={{
            overflow: 'hidden',
            maskImage: 'linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)',
          }}
        >
          <div
            css={css`
              display: flex;
              width: max-content;
              animation: ${slide} 40s linear infinite;
              &:hover {
                animation-play-state: paused;
              }
            `}
          >
            {row(false)}
            {row(true)}
          </div>
        </div>
      </Section>
    );
  }
  return (
    <Section title={t('providers')} look={heading} testId="providers">
      <ul
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: ${look === 'chips' ? 'flex' : 'grid'};
          flex-wrap: wrap;
          gap: ${look === 'list' ? '0.4rem' : '0.6rem'};
          grid-template-columns: ${look === 'list' ? '1fr' : 'repeat(auto-fill, minmax(130px, 1fr))'};
          @media (min-width: ${th.breakpoints.tablet}px) {
            ${look === 'grid' ? 'grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));' : ''}
          }
        `}
      >
        {providers.map((p) => (
          <li key={p.provider_code} css={{ minWidth: 0 }}>
            {linked(p) ? (
              <Link to={pathOf(p)} css={(th: Theme) => box(th, look)}>
                <Wordmark p={p} look={look} />
              </Link>
            ) : (
              <div css={(th: Theme) => box(th, look)}>
                <Wordmark p={p} look={look} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
