import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtmlTrusted, type SanitizeOptions } from './sanitize';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Operator HTML (CMS, promotion, news, inbox); sanitized by `sanitizeHtml` before it reaches the DOM. */
  html: string | null | undefined;
  iframeOrigins?: SanitizeOptions['iframeOrigins'];
}

/** Shows operator HTML through the site's one sanitizer; the only place a page sets inner HTML. */
export function SafeHtml({ html, iframeOrigins, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtmlTrusted(html, { iframeOrigins }), [html, iframeOrigins]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
