import {
  bus,
  getI18n,
  languageCookie,
  normaliseLanguage,
  readSiteConfig,
  useLayoutStore,
  type Language,
} from '@site/shared';

/** The `<html lang>` of an interface language. */
export function htmlLang(language: Language): string {
  return language === 'CN' ? 'zh' : language === 'PHP' ? 'fil' : 'en';
}

/**
 * Switches the interface language at run time, without a reload (SPEC §1): loads that language's shell groups,
 * remembers it in the language cookie (365 days, path /, SameSite=Lax, Secure only when the server says so).
 */
export async function changeLanguage(value: string, remember = true): Promise<Language> {
  const lng = normaliseLanguage(value);
  await getI18n()?.changeLanguage(lng);
  if (remember) document.cookie = languageCookie(lng, readSiteConfig().secureCookies);
  document.documentElement.lang = htmlLang(lng);
  useLayoutStore.getState().setLanguage(lng);
  bus.emit('language:changed', { language: lng });
  return lng;
}
