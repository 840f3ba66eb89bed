import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, themeFor, validateTheme } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import type { ContentSite } from './types';

/**
 * The body as players will see it: operator HTML through the player pages' own sanitizer (`SafeHtml` of
 * `@site/shared/html` — the one DOMPurify configuration every player page uses: no script, event handler,
 * `javascript:` URL, form, style, SVG; links to other origins in a new tab), on the site's own theme tokens.
 */
export function ContentPreview({
  site,
  title,
  meta,
  html,
}: {
  site: ContentSite | undefined;
  title?: string;
  meta?: ReactNode;
  html: string;
}) {
  const { t } = useTranslation('content');
  const theme = site && validateTheme(site.theme_code, site.theme_color);
  const th = theme?.ok ? themeFor(theme.code, theme.color) : DEFAULT_THEME;
  const p = th.palette;
  return (
    <section
      aria-label={t('previewLabel')}
      data-testid="content-preview"
      css={css`
        background: ${p.bg};
        color: ${p.text};
        font-family: ${th.font};
        border: 1px solid ${p.border};
        border-radius: ${th.radius};
        padding: 1rem;
        display: grid;
        gap: 0.6rem;
        align-content: start;
        min-width: 0;
        overflow-wrap: anywhere;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-size: 0.8rem;
          color: ${p.textMuted};
        `}
      >
        {t('previewNote')}
      </p>
      {title ? (
        <h2
          css={css`
            margin: 0;
            font-size: 1.3rem;
            color: ${p.text};
          `}
        >
          {title}
        </h2>
      ) : null}
      {meta ? (
        <div
          css={css`
            color: ${p.textMuted};
            font-size: 0.9rem;
          `}
        >
          {meta}
        </div>
      ) : null}
      {html.trim() ? (
        <SafeHtml
          html={html}
          data-testid="content-preview-body"
          css={css`
            line-height: 1.6;
            h2,
            h3,
            h4 {
              line-height: 1.3;
              margin: 1rem 0 0.4rem;
            }
            p,
            ul,
            ol,
            table {
              margin: 0 0 0.7rem;
            }
            a {
              color: ${p.primary};
            }
            img {
              max-width: 100%;
              height: auto;
            }
            table {
              border-collapse: collapse;
            }
            td,
            th {
              border: 1px solid ${p.border};
              padding: 0.3rem 0.5rem;
            }
          `}
        />
      ) : (
        <p
          css={css`
            margin: 0;
            color: ${p.textMuted};
          `}
        >
          {t('previewEmpty')}
        </p>
      )}
    </section>
  );
}
