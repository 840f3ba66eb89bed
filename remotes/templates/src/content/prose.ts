import { css, type Theme } from '@emotion/react';

/** How operator HTML reads inside a page: the skin's text colours, links in the primary colour, no overflow. */
export const prose = (th: Theme) => css`
  color: ${th.palette.text};
  line-height: 1.6;
  overflow-wrap: anywhere;
  min-width: 0;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${th.palette.primary};
    text-decoration: underline;
  }
  img,
  video,
  iframe {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid ${th.palette.border};
    padding: 0.35rem 0.6rem;
  }
  h2,
  h3,
  h4 {
    color: ${th.palette.text};
    line-height: 1.3;
  }
`;
