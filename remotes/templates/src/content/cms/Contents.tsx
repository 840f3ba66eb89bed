import { css, type Theme } from '@emotion/react';
import type { Section } from './sections';
import { useT } from '../../i18n/messages';

/** The table of contents of a long page: one link per section heading (in-page fragment links). */
export function Contents({ sections }: { sections: Section[] }) {
  const t = useT();
  return (
    <nav
      aria-label={t('onThisPage')}
      data-testid="cms-toc"
      css={(th: Theme) => css`
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        padding: 0.9rem 1rem;
        @media (min-width: ${th.desktopAt}px) {
          position: sticky;
          top: 5rem;
        }
      `}
    >
      <p
        css={(th: Theme) => css`
          margin: 0 0 0.5rem;
          font-weight: 700;
          color: ${th.palette.text};
        `}
      >
        {t('onThisPage')}
      </p>
      <ol
        css={css`
          margin: 0;
          padding-left: 1.2rem;
          display: grid;
          gap: 0.2rem;
        `}
      >
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              onClick={(e) => {
                // Stay in the page (no router navigation); focus the section for keyboard and screen readers.
                e.preventDefault();
                const target = document.getElementById(s.id);
                history.replaceState(history.state, '', `#${s.id}`);
                target?.scrollIntoView({ block: 'start' });
                target?.focus({ preventScroll: true });
              }}
              css={(th: Theme) => css`
                color: ${th.palette.primary};
                display: inline-block;
                padding: 0.3rem 0;
                min-height: 44px;
                line-height: 1.4;
                box-sizing: border-box;
              `}
            >
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
