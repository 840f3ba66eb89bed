import { css, type Theme } from '@emotion/react';

/** The × that closes one of the shell's bars (the download bar, the maintenance notice): 44 px at least. */
export const dismissButtonCss = (th: Theme) => css`
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  color: ${th.palette.text};
  font-size: 1.2rem;
  cursor: pointer;
`;
