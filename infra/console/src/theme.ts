import { css, type Theme } from '@emotion/react';
import { themeFor } from '@site/shared';

/**
 * The console's one look (issue 17: no skins): the light `sportsbook1` template in the `steel` colour, its
 * palette tuned to WCAG AA by the same refinement every site theme gets, with the system font.
 */
export const CONSOLE_THEME: Theme = {
  ...themeFor('sportsbook1', 'steel'),
  font: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
};

export const globalStyles = (t: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    padding: 0;
  }
  body {
    background: ${t.palette.bg};
    color: ${t.palette.text};
    font-family: ${t.font};
    line-height: 1.45;
    -webkit-text-size-adjust: 100%;
    /* a long word without spaces (a name, an email, a domain) wraps at the screen's edge instead of widening it */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3 {
    overflow-wrap: anywhere;
  }
  a {
    color: ${t.palette.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
  @media print {
    [data-no-print] {
      display: none !important;
    }
  }
`;
