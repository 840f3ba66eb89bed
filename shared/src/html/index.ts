/**
 * `@site/shared/html`: operator HTML made safe — one DOMPurify configuration (`sanitizeHtml`) and the one
 * component that puts it in the page (`SafeHtml`). A shared federation module of its own, loaded only by the
 * pages that show operator HTML, so DOMPurify never weighs on the first load.
 */
export { sanitizeHtml, parseSafeHtml, type SanitizeOptions } from './sanitize';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
