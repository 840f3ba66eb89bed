/**
 * `@site/shared/contract`: the API's request and answer schemas (zod/mini), one file per domain, and the
 * path → schemas map. Node imports it without React, stores, i18next or the DOM; a browser page imports only
 * the schemas its form uses (tree-shaken). Not re-exported from `@site/shared` (a federation singleton that is
 * not tree-shaken); its types are, with `export type`.
 */
export * from './schemas/fields';
export * from './schemas/auth';
export * from './schemas/wallet';
export * from './schemas/games';
export * from './schemas/sportsbook';
export * from './schemas/account';
export * from './schemas/content';
export * from './schemas/feedback';
export * from './schemas/site';
export * from './schemas/operator';
export * from './schemas/provider';
export * from './schemas/responsible';
export * from './schemas/minigame';
export * from './schemas/bet-limits';
export * from './calls';
export { CONTRACT_VERSION, satisfies } from './version';
