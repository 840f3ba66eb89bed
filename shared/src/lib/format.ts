import { TITLE_SEPARATOR } from './constants';

const formats = new Map<string, Intl.NumberFormat>();
/**
 * One `Intl.NumberFormat` per locale and number of decimals, made once: `toLocaleString` builds a new formatter
 * on every call, which made a list of amounts (the winners ticker) one of the home's longest main-thread costs.
 */
function numberFormat(locale: string, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${locale}/${minDecimals}/${maxDecimals}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * The `fmt` number format (SPEC §9): zero shows as empty; up to 4 decimals below 10, then one decimal fewer
 * per extra integer digit (3 for 10–99, 2 for 100–999, 1 for 1,000–9,999, 0 from 10,000). Thousands separated.
 */
export function fmt(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n === 0) return '';
  const abs = Math.abs(n);
  const intDigits = abs < 1 ? 1 : Math.floor(Math.log10(abs)) + 1;
  const decimals = intDigits <= 1 ? 4 : Math.max(0, 5 - intDigits);
  return numberFormat('en-US', 0, decimals).format(n);
}

/** Money in minor units (cents) to a display amount with the site currency, e.g. `PHP 1,234.50`. */
export function money(minor: number, currency = ''): string {
  return formatMoney(minor, currency);
}

/**
 * Whole minor units as en-US writes them (`1,234.50`), by integer arithmetic: exact, and no formatter to build
 * (the first `Intl.NumberFormat` of a page costs tens of milliseconds on a phone). A value that is not a whole
 * number of minor units goes through Intl.
 */
function minorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) return numberFormat('en-US', 2, 2).format(minor / 100);
  const abs = Math.abs(minor);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${units}.${String(abs % 100).padStart(2, '0')}`;
}

/** The SEO record's page name for a route (SPEC §3): `/` is `home`, else the path without its slash. */
export function seoPageName(pathname: string): string {
  return pathname === '/' ? 'home' : pathname.replace(/^\//, '');
}

/** Page title `page title | site name` (SPEC §9 separator); the site name alone without a page title. */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  return title ? `${title} ${TITLE_SEPARATOR} ${siteName}` : siteName;
}

/**
 * The page part of the tab title from a route's SEO record: for a reader of the site's local language (`local`,
 * `showsLocalTexts`) the page's local name when the operator wrote one, else the record's `meta_title` (SPEC §1:
 * English is the fallback).
 */
export function seoTitle(
  record: { meta_title?: string | null; local_item_name?: string | null } | null | undefined,
  local: boolean,
): string {
  const name = String(record?.local_item_name ?? '').trim();
  return local && name ? name : String(record?.meta_title ?? '');
}

/**
 * The meta tags of an SEO record (SPEC §3), as [attribute, name, record field]. The server renders them into
 * the page it sends; the shell updates the same tags on navigation. The canonical is a `<link rel>`.
 */
export const SEO_META_TAGS = [
  ['name', 'description', 'meta_desc'],
  ['name', 'keywords', 'meta_keywords'],
  ['name', 'author', 'meta_author'],
  ['name', 'publisher', 'meta_publisher'],
  ['name', 'language', 'meta_lang'],
  ['property', 'og:image', 'meta_image_url'],
] as const;

/** The number locale of an interface language (digits and separators as the player reads them). */
export function numberLocale(language: string): string {
  return language === 'CN' ? 'zh-CN' : language === 'PHP' ? 'en-PH' : 'en-US';
}

/** Money in minor units for a language: `PHP 1,234.50` (the site currency code first, two decimals). */
export function formatMoney(minor: number, currency = '', language = 'EN'): string {
  const locale = numberLocale(language);
  const text = WRITES_AS_EN.has(locale) ? minorUnits(minor) : numberFormat(locale, 2, 2).format(minor / 100);
  return currency ? `${currency} ${text}` : text;
}

/** Locales whose amounts read like en-US's (`1,234.50`; format.test.ts checks each against Intl). */
const WRITES_AS_EN = new Set(['en-US', 'zh-CN', 'en-PH']);
