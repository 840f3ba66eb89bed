import { css, type Theme } from '@emotion/react';

/**
 * The shell's bars across the top of the page (the download bar, the maintenance notice): one line of text and
 * the × that closes it. Each bar adds its own border.
 */
export const barCss = (th: Theme) => css`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  padding: 0.5rem 1rem;
  background: ${th.palette.surfaceAlt};
  color: ${th.palette.text};
  font-size: 0.9rem;
`;

/** The × that closes one of the shell's bars: 44 px at least. */
export const dismissButtonCss = (th: Theme) => css`
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  color: ${th.palette.text};
  font-size: 1.2rem;
  cursor: pointer;
`;
