import dayjs from 'dayjs';
import 'dayjs/locale/zh';
import { DATE_FORMAT, DATE_LOCALES, formatMoney, useLayoutStore, type Language } from '@site/shared';

/** A date (ISO string or Date) in the language's dayjs locale (SPEC §9 map: CN → zh, others → en). */
export function formatDate(value: string | Date, language: string, pattern = DATE_FORMAT): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.locale(DATE_LOCALES[language as Language] ?? 'en').format(pattern);
}

/** `money` and `date` bound to the current language and the site's currency. */
export function useFormat() {
  const language = useLayoutStore((s) => s.language);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  return {
    money: (minor: number) => formatMoney(minor, currency, language),
    date: (value: string | Date, pattern?: string) => formatDate(value, language, pattern),
    currency,
    language,
  };
}
