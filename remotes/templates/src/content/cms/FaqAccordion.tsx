import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { SafeHtml } from '@site/shared/html';
import type { Section } from './sections';
import { prose } from '../prose';

/**
 * The FAQs as an accordion (WAI-ARIA pattern: a heading holding a button that shows its answer region). Each
 * question has a deep link: opening it writes `#<id>` into the address; a visit with that hash opens it.
 */
export function FaqAccordion({ questions }: { questions: Section[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!questions.some((q) => q.id === id)) return;
    setOpen(new Set([id]));
    const button = document.getElementById(id);
    button?.scrollIntoView({ block: 'start' });
    button?.focus({ preventScroll: true });
  }, [questions]);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else {
      next.add(id);
      history.replaceState(history.state, '', `#${id}`);
    }
    setOpen(next);
  };
  return (
    <div data-testid="faq-list" css={{ display: 'grid', gap: '0.5rem', marginTop: '0.8rem' }}>
      {questions.map((q) => {
        const expanded = open.has(q.id);
        return (
          <div
            key={q.id}
            css={(th: Theme) => css`
              border: 1px solid ${th.palette.border};
              border-radius: ${th.radius};
              background: ${th.palette.surfaceAlt};
            `}
          >
            <h2 css={{ margin: 0, fontSize: '1rem' }}>
              <button
                type="button"
                id={q.id}
                aria-expanded={expanded}
                aria-controls={`${q.id}-answer`}
                onClick={() => toggle(q.id)}
                css={(th: Theme) => css`
                  all: unset;
                  box-sizing: border-box;
                  width: 100%;
                  min-height: 44px;
                  padding: 0.7rem 1rem;
                  display: flex;
                  justify-content: space-between;
                  align-items: center;
                  gap: 1rem;
                  cursor: pointer;
                  font-weight: 700;
                  color: ${th.palette.text};
                  scroll-margin-top: 6rem;
                  &:focus-visible {
                    outline: 2px solid ${th.palette.primary};
                    outline-offset: 2px;
                  }
                `}
              >
                <span>{q.title}</span>
                <span aria-hidden="true" css={{ fontSize: '1.2rem', lineHeight: 1 }}>
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div
              id={`${q.id}-answer`}
              role="region"
              aria-labelledby={q.id}
              hidden={!expanded}
              css={{ padding: '0 1rem 0.9rem' }}
            >
              <SafeHtml html={q.html} css={prose} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
