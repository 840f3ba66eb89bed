import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FRAME_MESSAGES, UI_MESSAGES } from './messages';
import { LANGS, type Lang, type Section } from './section';

/** The console's languages: EN, PHP (Filipino), CN (Simplified Chinese); the choice is kept in this browser. */
export const LANGUAGE_KEY = 'console-language';
export const LANGUAGE_NAMES: Record<Lang, string> = { EN: 'English', PHP: 'Filipino', CN: '中文' };
export const HTML_LANG: Record<Lang, string> = { EN: 'en', PHP: 'fil', CN: 'zh-CN' };
/** Number and date locales per language. */
export const LOCALE: Record<Lang, string> = { EN: 'en-GB', PHP: 'fil-PH', CN: 'zh-CN' };

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

export function storedLanguage(): Lang {
  try {
    const v = localStorage.getItem(LANGUAGE_KEY);
    if (isLang(v)) return v;
  } catch {
    // storage blocked: the browser's language decides
  }
  const nav = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return nav.startsWith('zh') ? 'CN' : nav.startsWith('fil') || nav.startsWith('tl') ? 'PHP' : 'EN';
}

/** One i18next instance: namespaces `frame`, `ui` (the kit) and one per section (its id). */
export async function initConsoleI18n(
  sections: readonly Section[],
  lang: Lang = storedLanguage(),
): Promise<I18n> {
  const i = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGS.map((l) => [
      l,
      {
        frame: FRAME_MESSAGES[l],
        ui: UI_MESSAGES[l],
        ...Object.fromEntries(sections.map((s) => [s.id, s.messages[l]])),
      },
    ]),
  );
  await i.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'EN',
    supportedLngs: [...LANGS],
    resources,
    ns: ['frame', 'ui', ...sections.map((s) => s.id)],
    defaultNS: 'frame',
    // flat keys ('error.invalidCode', 'role.owner'): no nesting, no `ns:key` syntax
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(lang);
  return i;
}

export function setDocumentLanguage(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

export async function changeLanguage(i: I18n, lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not kept: this tab still switches
  }
  await i.changeLanguage(lang);
  setDocumentLanguage(lang);
}
