/**
 * The kit's date format, and dayjs with it (≈ 5 KB brotli), in a chunk of its own: a refusal names a date only for a
 * time-out or a self-exclusion, so the login page does not carry it before its first render (useRefusalText.ts).
 */
export { formatDate } from '@site/shared/ui';
