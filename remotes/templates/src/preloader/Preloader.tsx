import { css, keyframes, ThemeProvider, useTheme, type Theme } from '@emotion/react';
import { isThemeCode, THEME_CODES, THEME_COLORS, themeFor } from '@site/shared';
import { Emblem } from '../components/Emblem';
import { refineTheme } from '../themes/refine';
import { skinOf, type Motif } from '../themes/skins';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`0%, 100% { transform: scale(0.92); opacity: 0.75; } 50% { transform: scale(1.06); opacity: 1; }`;
const bounce = keyframes`0%, 100% { transform: translateY(0); } 50% { transform: translateY(-14px); }`;

/** How each family's preloader moves: casino emblems breathe, slot emblems bounce, sportsbook spins. */
const MOTION: Record<string, ReturnType<typeof keyframes>> = {
  casino: pulse,
  slot: bounce,
  sportsbook: spin,
};

/** The theme of `template` (template1..15): the active one when it matches, else the template's first colour. */
function useTemplateTheme(template?: string): Theme {
  const active = useTheme();
  if (!template || active.template === template) return refineTheme(active);
  const code = THEME_CODES[Number(template.replace('template', '')) - 1];
  return isThemeCode(code) ? refineTheme(themeFor(code, THEME_COLORS[code][0])) : refineTheme(active);
}

function Mark({ motif, family }: { motif: Motif; family: string }) {
  return (
    <div css={css({ animation: `${MOTION[family] ?? pulse} 1.1s ease-in-out infinite` })}>
      <Emblem motif={motif} size={72} />
    </div>
  );
}

/**
 * The template's preloader (exposed as ./Preloader, props {template}): its emblem moving over its colours with
 * a progress ring. `inline` renders it in the page (the /preloader route) instead of covering the screen.
 */
export default function Preloader({
  template,
  inline = false,
  label = 'Loading',
}: {
  template?: string;
  inline?: boolean;
  label?: string;
}) {
  const theme = useTemplateTheme(template);
  const skin = skinOf(theme.template);
  return (
    <ThemeProvider theme={theme}>
      <div
        role="status"
        aria-label={label}
        data-preloader={theme.template}
        css={(t: Theme) => css`
          ${inline ? 'min-height: 60vh;' : 'position: fixed; inset: 0; z-index: 1000;'}
          display: grid;
          place-items: center;
          background: radial-gradient(circle at 50% 45%, ${t.palette.surfaceAlt}, ${t.palette.bg} 70%);
          color: ${t.palette.text};
          @media (prefers-reduced-motion: reduce) {
            * {
              animation: none !important;
            }
          }
        `}
      >
        <div css={{ position: 'relative', display: 'grid', placeItems: 'center', width: 132, height: 132 }}>
          <span
            aria-hidden="true"
            css={(t: Theme) => css`
              position: absolute;
              inset: 0;
              border-radius: ${theme.family === 'slot' && skin.motif === 'pixel' ? '0' : '50%'};
              border: 4px solid ${t.palette.border};
              border-top-color: ${t.palette.primary};
              border-right-color: ${t.palette.accent};
              animation: ${spin} 0.9s linear infinite;
            `}
          />
          <Mark motif={skin.motif} family={theme.family} />
        </div>
      </div>
    </ThemeProvider>
  );
}
