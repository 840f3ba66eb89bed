import { css, type Theme } from '@emotion/react';

/** Below the tablet breakpoint (SPEC §9: tablet 768): phones. */
export const phone = (t: Theme) => `@media (max-width: ${t.breakpoints.tablet - 1}px)`;

/** The keyboard focus ring every control shares (accent token, visible on every template). */
export const focusRing = (t: Theme) => css`
  &:focus-visible {
    outline: 2px solid ${t.palette.accent};
    outline-offset: 2px;
  }
`;

/** Text inputs and selects: theme surface, border and radius; 44 px high (touch target). */
export const inputStyle = (t: Theme, invalid = false) => css`
  font: inherit;
  min-height: 44px;
  padding: 0.5rem 0.7rem;
  border-radius: ${t.radius};
  border: 1px solid ${invalid ? t.palette.danger : t.palette.border};
  background: ${t.palette.surfaceAlt};
  color: ${t.palette.text};
  min-width: 0;
  width: 100%;
  ${focusRing(t)}
`;

/** Screen-reader-only text. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
