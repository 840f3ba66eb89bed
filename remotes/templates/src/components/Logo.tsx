import { css, useTheme, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import { useLayoutStore } from '@site/shared';
import { Emblem } from './Emblem';
import { headingCss, skinOf } from '../themes/skins';

/** The site's logo: the operator's logo image when set, else its emblem and logo text (or site name). */
export function Logo({ size = 'md', stacked = false }: { size?: 'sm' | 'md' | 'lg'; stacked?: boolean }) {
  const site = useLayoutStore((s) => s.site);
  const theme = useTheme();
  const name = site?.logo_text || site?.site_name || '';
  const px = size === 'lg' ? 52 : size === 'sm' ? 28 : 38;
  return (
    <Link
      to="/"
      data-testid="site-logo"
      aria-label={site?.site_name || 'Home'}
      css={(t: Theme) => css`
        display: inline-flex;
        flex-direction: ${stacked ? 'column' : 'row'};
        align-items: center;
        gap: ${stacked ? '0.25rem' : '0.55rem'};
        text-decoration: none;
        color: ${t.palette.text};
        min-width: 0;
        max-width: 100%;
        ${headingCss(t.template)};
        font-size: ${size === 'lg' ? 'clamp(1.05rem, 3vw, 1.6rem)' : size === 'sm' ? '1rem' : 'clamp(1rem, 2.5vw, 1.2rem)'};
        line-height: 1.1;
      `}
    >
      {site?.logo1 ? (
        <img src={site.logo1} alt="" height={px} css={{ height: px, width: 'auto' }} />
      ) : (
        <Emblem motif={skinOf(theme.template).motif} size={px} />
      )}
      <span
        css={css`
          max-width: 100%;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        `}
      >
        {name}
      </span>
    </Link>
  );
}
