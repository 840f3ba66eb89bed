import { css, type Theme } from '@emotion/react';

/** A labelled progress bar (0–100), e.g. VIP progress. */
export function ProgressBar({ label, percent, testId }: { label: string; percent: number; testId?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      css={css`
        display: grid;
        gap: 0.3rem;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 0.5rem;
          font-size: 0.9rem;
        `}
      >
        <span>{label}</span>
        <span data-testid={testId && `${testId}-percent`}>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-testid={testId}
        css={(t: Theme) => css`
          height: 0.6rem;
          border-radius: 999px;
          background: ${t.palette.surfaceAlt};
          border: 1px solid ${t.palette.border};
          overflow: hidden;
          &::after {
            content: '';
            display: block;
            height: 100%;
            width: ${value}%;
            background: ${t.palette.primary};
          }
        `}
      />
    </div>
  );
}
