/** Pagination (SPEC §5, §4, §9). Pure: the component only renders what these return. */
export interface PaginationConfig {
  totalItems: number;
  itemsPerPage?: number;
  page: number;
  maxPagesShown?: number;
  dir?: 'ltr' | 'rtl';
  type?: 'link' | 'button';
  locale?: 'en' | 'ar' | 'ir';
  /** Link mode: must contain the `[page]` placeholder. */
  url?: string;
  disabled?: boolean;
}

export const PAGINATION_DEFAULTS = {
  itemsPerPage: 10,
  maxPagesShown: 5,
  dir: 'ltr',
  type: 'button',
  locale: 'en',
} as const;

export function validatePagination(c: PaginationConfig): string[] {
  const errors: string[] = [];
  const per = c.itemsPerPage ?? PAGINATION_DEFAULTS.itemsPerPage;
  const max = c.maxPagesShown ?? PAGINATION_DEFAULTS.maxPagesShown;
  if (!Number.isFinite(c.totalItems) || c.totalItems < 0) errors.push('totalItems');
  if (!(per > 0)) errors.push('itemsPerPage');
  if (!(c.page > 0)) errors.push('page');
  if (!(max > 0)) errors.push('maxPagesShown');
  if (!['ltr', 'rtl'].includes(c.dir ?? 'ltr')) errors.push('dir');
  if (!['link', 'button'].includes(c.type ?? 'button')) errors.push('type');
  if (!['en', 'ar', 'ir'].includes(c.locale ?? 'en')) errors.push('locale');
  if ((c.type ?? 'button') === 'link' && !(c.url ?? '').includes('[page]')) errors.push('url');
  return errors;
}

export function pageCount(c: PaginationConfig): number {
  const per = c.itemsPerPage ?? PAGINATION_DEFAULTS.itemsPerPage;
  return Math.max(1, Math.ceil(c.totalItems / per));
}

/** The page numbers to show: at most maxPagesShown, a window around the current page. */
export function visiblePages(c: PaginationConfig): number[] {
  const total = pageCount(c);
  const max = Math.min(c.maxPagesShown ?? PAGINATION_DEFAULTS.maxPagesShown, total);
  let start = Math.max(1, c.page - Math.floor(max / 2));
  start = Math.min(start, total - max + 1);
  const pages = Array.from({ length: max }, (_, i) => start + i);
  return c.dir === 'rtl' ? pages.reverse() : pages;
}

/** A page change is ignored when out of range, equal to the current page, or disabled (SPEC §4). */
export function canChangePage(c: PaginationConfig, target: number): boolean {
  if (c.disabled) return false;
  if (!Number.isInteger(target) || target < 1 || target > pageCount(c)) return false;
  return target !== c.page;
}

export function pageHref(c: PaginationConfig, page: number): string {
  return (c.url ?? '').replace('[page]', String(page));
}

const DIGITS: Record<string, string> = { ar: '٠١٢٣٤٥٦٧٨٩', ir: '۰۱۲۳۴۵۶۷۸۹' };
export function pageLabel(page: number, locale: PaginationConfig['locale'] = 'en'): string {
  const digits = DIGITS[locale];
  return digits ? String(page).replace(/\d/g, (d) => digits[Number(d)] as string) : String(page);
}
