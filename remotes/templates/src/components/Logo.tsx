import { css, useTheme, type Theme } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import { SiteLink as Link } from '@site/shared';
import { useLayoutStore } from '@site/shared';
import { Emblem } from './Emblem';
import { headingCss, skinOf } from '../themes/skins';

/**
 * Below this width (in the name's own em) a name cut by the ellipsis is not drawn: "G…" or "RO…" beside a guest's
 * Log in and Sign up on a 320 px phone reads as broken, the emblem alone does not.
 */
const MIN_NAME_EM = 4;

/** Below this width the emblem (or the operator's logo image) is not drawn smaller: the logo gives way instead. */
const MIN_MARK_PX = 20;

/**
 * Hides the logo's name where the header leaves it only a stub (`MIN_NAME_EM`), and shows it again when there is
 * room (the row resized, the web font arrived). Where even the emblem (or the operator's image) does not fit the
 * room the row leaves the logo (a 320 px phone, long guest buttons: Filipino "Mag-log in", "Mag-sign up"), the
 * whole logo gives way, rather than drawing the emblem under the buttons beside it. The link's accessible name is
 * the site's name either way.
 */
function useNameOrNothing() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const name = ref.current;
    const link = name?.parentElement;
    const row = link?.parentElement;
    if (!name || !link || !row) return;
    const mark = link.firstElementChild as HTMLElement | SVGElement | null;
    const fit = () => {
      link.hidden = false;
      name.hidden = false;
      mark?.style.removeProperty('height');
      mark?.style.removeProperty('width');
      const min = MIN_NAME_EM * parseFloat(getComputedStyle(name).fontSize);
      name.hidden = name.scrollWidth > name.clientWidth + 1 && name.clientWidth < min;
      // the emblem alone overflows the link's box (it would be drawn over its neighbours): smaller, or not at all
      if (!mark || link.scrollWidth <= link.clientWidth + 1) return;
      const room = link.clientWidth;
      const box = mark.getBoundingClientRect();
      if (room < MIN_MARK_PX || box.width <= 0) link.hidden = true;
      else {
        mark.style.width = `${room}px`;
        mark.style.height = `${(box.height * room) / box.width}px`;
      }
    };
    fit();
    // the row, not the name: hiding the name resizes the name, and observing it would undo the hiding
    const ro = new ResizeObserver(fit);
    ro.observe(row);
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      ro.disconnect();
    };
  }, []);
  return ref;
}

/** The site's logo: the operator's logo image when set, else its emblem and logo text (or site name). */
export function Logo({ size = 'md', stacked = false }: { size?: 'sm' | 'md' | 'lg'; stacked?: boolean }) {
  const site = useLayoutStore((s) => s.site);
  const theme = useTheme();
  const name = site?.logo_text || site?.site_name || '';
  const px = size === 'lg' ? 52 : size === 'sm' ? 28 : 38;
  const nameRef = useNameOrNothing();
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
        &[hidden] {
          display: none;
        }
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
        ref={nameRef}
        data-part="name"
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
