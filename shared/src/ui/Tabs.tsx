import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from './styles';

export interface Tab {
  id: string;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of buttons (arrow keys, Home and End move between them; only the selected one is in
 * the tab order) and one tabpanel with the selected tab's content.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** names the tablist */
  label: string;
  /** the selected tab's panel */
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const onKey = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (tab) onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    // min-width 0: in a grid or flex parent (a Card) a row of tabs wider than a phone scrolls inside its tablist
    // instead of widening the page (/leaderboard's Filipino tabs made it 375 px wide at 320)
    <div css={{ minWidth: 0 }}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKey}
        css={(t: Theme) => css`
          display: flex;
          gap: 0.25rem;
          overflow-x: auto;
          border-bottom: 1px solid ${t.palette.border};
        `}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            css={(t: Theme) => css`
              font: inherit;
              min-height: 44px;
              padding: 0.5rem 0.9rem;
              background: none;
              border: 0;
              border-bottom: 3px solid ${i === index ? t.palette.primary : 'transparent'};
              color: ${i === index ? t.palette.text : t.palette.textMuted};
              font-weight: ${i === index ? 700 : 400};
              cursor: pointer;
              white-space: nowrap;
              ${focusRing(t)}
            `}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs[index]?.id ?? ''}`}
        css={css`
          padding-top: 0.8rem;
        `}
      >
        {children}
      </div>
    </div>
  );
}
