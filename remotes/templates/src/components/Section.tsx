import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { SiteLink as Link } from '@site/shared';
import { headingCss } from '../themes/skins';
import { useT } from '../i18n/messages';

export type HeadingStyle = 'bar' | 'underline' | 'center' | 'plain' | 'tag';

const headingLook: Record<HeadingStyle, (t: Theme) => string> = {
  bar: (t) => `padding-left: 0.7rem; border-left: 4px solid ${t.palette.primary};`,
  underline: (t) =>
    `padding-bottom: 0.4rem; border-bottom: 2px solid ${t.palette.border}; box-shadow: 0 2px 0 -0px ${t.palette.primary};`,
  center: () => 'text-align: center; justify-content: center;',
  plain: () => '',
  tag: (t) => `color: ${t.palette.accent};`,
};

/** A home section: a titled region (aria-labelledby) with an optional "see all" link. */
export function Section({
  title,
  to,
  look = 'bar',
  testId,
  children,
  className,
}: {
  title: string;
  to?: string;
  look?: HeadingStyle;
  testId?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  return (
    <section aria-labelledby={id} data-section={testId} className={className} css={{ minWidth: 0 }}>
      <div
        css={(th: Theme) => css`
          display: flex;
          align-items: baseline;
          gap: 1rem;
          justify-content: space-between;
          margin: 0 0 0.9rem;
          ${headingLook[look](th)}
        `}
      >
        <h2
          id={id}
          css={(th: Theme) => css`
            margin: 0;
            font-size: clamp(1.05rem, 2.2vw, 1.35rem);
            ${headingCss(th.template)};
            ${look === 'tag' ? `color: ${th.palette.accent};` : ''}
          `}
        >
          {title}
        </h2>
        {to ? (
          <Link
            hideMissing
            to={to}
            css={(th: Theme) => css`
              color: ${th.palette.primary};
              font-size: 0.9rem;
              white-space: nowrap;
            `}
          >
            {t('seeAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
