import { css, useTheme, type Theme } from '@emotion/react';
import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import { useLayoutStore } from '@site/shared';
import { visuallyHidden } from '@site/shared/ui';
import { COMPOSITIONS } from './compositions';
import { useT } from '../i18n/messages';
import { useFirstData } from './useFirstData';

const column = css`
  display: flex;
  flex-direction: column;
  gap: clamp(1.4rem, 3vw, 2.2rem);
  min-width: 0;
`;

const list = (nodes: ReactNode[]) => nodes.map((n, i) => <Fragment key={i}>{n}</Fragment>);

/** The home page of the site's template: its own composition of sections (see compositions.tsx). */
export default function HomePage() {
  const theme = useTheme();
  const t = useT();
  const site = useLayoutStore((s) => s.site);
  const comp = COMPOSITIONS[theme.template] ?? COMPOSITIONS.template1!;
  const home = useRef<HTMLDivElement>(null);
  const ready = useFirstData(home);
  // The sections are drawn hidden first and shown together once their first data is here: the same elements both
  // times, so showing them renders only the container again, not every section a second time.
  const main = useMemo(() => list(comp.main(t)), [comp, t]);
  const aside = useMemo(() => (comp.aside ? list(comp.aside(t)) : null), [comp, t]);
  return (
    <>
      {ready ? null : <HomeSkeleton />}
      <div
        ref={home}
        data-home={theme.template}
        aria-busy={!ready}
        css={(th: Theme) => css`
          display: grid;
          gap: 2rem;
          min-width: 0;
          ${ready ? '' : 'display: none !important;'}
          @media (min-width: ${th.desktopAt}px) {
            grid-template-columns: ${comp.aside ? `minmax(0, 1fr) ${comp.asideWidth ?? '300px'}` : 'minmax(0, 1fr)'};
            align-items: start;
          }
        `}
      >
        {comp.hasHeading ? null : <h1 css={visuallyHidden}>{site?.site_name}</h1>}
        <div css={column}>{main}</div>
        {aside ? (
          <aside aria-label={t('topWinners')} css={column}>
            {aside}
          </aside>
        ) : null}
      </div>
    </>
  );
}

/** What the page area shows while its first data is on the way: a screen of quiet blocks, no text. */
function HomeSkeleton() {
  return (
    <div
      data-testid="home-skeleton"
      aria-hidden="true"
      css={(t: Theme) => css`
        display: grid;
        gap: 1.4rem;
        & > span {
          display: block;
          border-radius: ${t.radius};
          background: ${t.palette.surfaceAlt};
        }
        & > span:nth-of-type(1) {
          height: clamp(160px, 38vw, 340px);
        }
        & > span:nth-of-type(n + 2) {
          height: 180px;
        }
      `}
    >
      <span />
      <span />
      <span />
    </div>
  );
}
