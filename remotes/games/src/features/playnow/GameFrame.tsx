import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { Button, buttonStyle, LinkButton } from '@site/shared/ui';
import { useHouseBalance } from './useHouseBalance';

/**
 * The game in a frame inside the site's layout: sandboxed to scripts only (an opaque origin: it cannot read the
 * site's cookies or storage), with full-screen and exit controls. `demo` frames say so above the game.
 */
export function GameFrame({
  src,
  name,
  demo,
  exitTo,
  verifyHref,
}: {
  src: string;
  name: string;
  demo: boolean;
  exitTo: string;
  /** the house verification page, for provably fair games */
  verifyHref?: string;
}) {
  const { t } = useTranslation('playnow');
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [full, setFull] = useState(false);
  useHouseBalance(frame, !demo);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <div
      ref={box}
      data-testid="game-frame"
      css={(th: Theme) => css`
        display: grid;
        gap: 0.5rem;
        background: ${th.palette.bg};
        &:fullscreen {
          padding: 0.5rem;
          grid-template-rows: auto auto 1fr;
        }
      `}
    >
      <div
        css={css`
          display: flex;
          gap: 0.5rem;
          flex-wrap: wrap;
          justify-content: flex-end;
        `}
      >
        <Button variant="ghost" onClick={toggleFull} aria-pressed={full} data-testid="game-fullscreen">
          {full ? t('exitFullScreen') : t('fullScreen')}
        </Button>
        {verifyHref ? (
          <a
            href={verifyHref}
            target="_blank"
            rel="noopener noreferrer"
            css={(th: Theme) => buttonStyle(th, 'ghost')}
          >
            {t('verifyRound')}
          </a>
        ) : null}
        <LinkButton variant="ghost" to={exitTo} data-testid="game-exit">
          {t('exit')}
        </LinkButton>
      </div>
      {demo ? (
        <p
          role="note"
          data-testid="demo-label"
          css={(th: Theme) => css`
            margin: 0;
            padding: 0.5rem 0.75rem;
            border: 2px dashed ${th.palette.primary};
            border-radius: ${th.radius};
            font-weight: 600;
          `}
        >
          {t('demoLabel')}
        </p>
      ) : null}
      <iframe
        // a new src (the language changed: only the fragment differs) loads the game again in that language
        key={src}
        ref={frame}
        src={src}
        title={t('frameTitle', { game: name })}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        css={(th: Theme) => css`
          width: 100%;
          height: min(78vh, 760px);
          border: 1px solid ${th.palette.border};
          border-radius: ${th.radius};
          background: ${th.palette.surface};
        `}
      />
    </div>
  );
}
