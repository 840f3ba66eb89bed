import { css, type Theme } from '@emotion/react';

/** A labelled progress bar (0–100). */
export function ProgressBar({ label, percent, testId }: { label: string; percent: number; testId: string }) {
  const value = Math.round(percent);
  return (
    <div
      css={css`
        margin: 0.6rem 0;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          font-size: 0.9rem;
        `}
      >
        <span>{label}</span>
        <span data-testid={`${testId}-percent`}>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-testid={testId}
        css={(th: Theme) => css`
          height: 0.6rem;
          border-radius: 999px;
          background: ${th.palette.surfaceAlt};
          overflow: hidden;
          &::after {
            content: '';
            display: block;
            height: 100%;
            width: ${value}%;
            background: ${th.palette.primary};
          }
        `}
      />
    </div>
  );
}
