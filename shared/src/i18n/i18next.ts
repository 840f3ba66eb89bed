/**
 * `@site/shared/i18next`: the parts of i18next and react-i18next this platform uses, as ONE federation singleton
 * (one react-i18next module for the page, so `useTranslation` in every app reads the instance `initI18n` set up).
 * Sharing this file instead of the two whole packages lets the build drop what nobody uses (Trans, the HOCs,
 * SSR helpers: docs/performance.md "Shared libraries"). i18next travels inside it rather than as a shared entry of
 * its own: react-i18next's `useTranslation` imports a helper from it, and i18next is one module with top-level
 * code, so bundling it on both sides of a share boundary would ship it twice. Import these libraries only from
 * here — lint refuses the packages themselves (the operator console, not a federated app, may). Need another
 * export? Add it here.
 */
export { createInstance, type BackendModule, type i18n } from 'i18next';
export { initReactI18next, useTranslation } from 'react-i18next';
