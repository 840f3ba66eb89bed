// Through the package name, not a relative path: the share scope hands this module out, so react-i18next's
// `initReactI18next` here and `useTranslation` in every app are the page's one copy.
import {
  createInstance,
  initReactI18next,
  type BackendModule,
  type i18n as I18n,
} from '@site/shared/i18next';
import { bus } from '../events/bus';

/** Interface languages (SPEC §1). MMK, MNT and IDR have no message files and fall back to EN. */
export const LANGUAGES = ['EN', 'PHP', 'CN', 'MMK', 'MNT', 'IDR'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages with message files and a display name (the switcher lists these). */
export const SWITCHABLE: { code: Language; name: string }[] = [
  { code: 'EN', name: 'English' },
  { code: 'PHP', name: 'Filipino' },
  { code: 'CN', name: '中文' },
];
export const DEFAULT_LANGUAGE: Language = 'EN';
/** The shell's five lazily loaded groups (SPEC §7). */
export const SHELL_GROUPS = ['ui', 'validation', 'errors', 'messages', 'extra'] as const;
export type ShellGroup = (typeof SHELL_GROUPS)[number];
/** dayjs locale map (SPEC §9). */
export const DATE_LOCALES: Record<Language, 'en' | 'zh'> = {
  EN: 'en',
  CN: 'zh',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
};

type Loader = (lng: string) => Promise<Record<string, string> | null>;
const loaders = new Map<string, Loader>();

const WITH_FILES = new Set(['EN', 'PHP', 'CN']);
for (const group of SHELL_GROUPS) {
  loaders.set(group, async (lng) => {
    if (!WITH_FILES.has(lng)) return null;
    try {
      // One chunk per language × group (i18n-EN-ui.…js), so only the chosen language's groups are fetched.
      const mod = (await import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}/${group}.ts`)) as {
        default: Record<string, string>;
      };
      return mod.default;
    } catch (error) {
      bus.emit('chunk:error', { source: `i18n/${lng}/${group}`, message: String(error) });
      throw error;
    }
  });
}

/** Log of which (language, namespace) pairs were fetched; tests read it to prove loading is lazy. */
export const loadedBundles: string[] = [];

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, cb) {
    const load = loaders.get(ns);
    if (!load) return cb(null, {});
    load(lng).then(
      (res) => {
        if (res) loadedBundles.push(`${lng}/${ns}`);
        cb(null, res ?? {});
      },
      (err: unknown) => cb(err instanceof Error ? err.message : String(err), false),
    );
  },
};

export function normaliseLanguage(code: unknown): Language {
  const up = typeof code === 'string' ? code.toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(up) ? (up as Language) : DEFAULT_LANGUAGE;
}

let instance: I18n | null = null;

/** The page's one i18next instance. Loads only the chosen language's shell groups. */
export async function initI18n(language: Language): Promise<I18n> {
  if (instance) {
    if (instance.language !== language) await instance.changeLanguage(language);
    return instance;
  }
  const i = createInstance();
  await i
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...SHELL_GROUPS],
      defaultNS: 'ui',
      fallbackNS: ['errors', 'messages', 'validation', 'extra'],
      interpolation: { escapeValue: false },
      load: 'currentOnly',
      react: { useSuspense: false },
      returnNull: false,
    });
  instance = i;
  return i;
}

export function getI18n(): I18n | null {
  return instance;
}

/**
 * A remote brings its own namespace (named after it). `load(lng)` returns that language's messages or null
 * when it has none; EN is the fallback.
 */
export async function registerNamespace(ns: string, load: Loader): Promise<void> {
  loaders.set(ns, load);
  if (instance) await instance.loadNamespaces(ns);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A server-sent menu item's label in the page's language (SPEC §3 menu, game_menu). In EN the operator's own
 * title is shown; in another language the label of the item's `content_id` (`extra:menu_<id>`), or the
 * operator's title when the platform has no label for that id.
 */
export function menuTitle(
  item: { content_id: string; title: string },
  t: Translate,
  language: string,
): string {
  if (normaliseLanguage(language) === 'EN') return item.title;
  return t(`extra:menu_${item.content_id}`, { defaultValue: item.title });
}

/** A sportsbook market's name (SPEC §9 bet type code → `extra:market_<code>`); unknown codes stay as they are. */
export function marketName(code: string, t: Translate): string {
  return t(`extra:market_${code}`, { defaultValue: code });
}
