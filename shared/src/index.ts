export * from './contract/version';
export * from './contract/remotes';
export * from './contract/exposes';
export * from './api/envelope';
export * from './api/types';
export * from './api/client';
export * from './api/errors';
export * from './api/index';
export * from './events/bus';
export * from './stores/user';
export * from './stores/layout';
export * from './theme/catalogue';
export * from './theme/tokens';
export * from './theme/contrast';
export * from './theme/refine';
export * from './lib/constants';
export * from './lib/format';
export * from './lib/vip';
export * from './lib/filters';
export * from './lib/pagination';
export * from './lib/cookies';
export * from './lib/server-clock';
export * from './lib/amount';
export * from './lib/attempt-key';
export * from './lib/date-range';
export * from './lib/time-zone';
export * from './lib/local-texts';
export * from './lib/fair';
export * from './lib/games';
export * from './lib/house';
export * from './lib/sign-in';
export * from './i18n/index';
export * from './ui/index';
export * from './federation/slot';
export * from './federation/layout';
export {
  signInModal,
  wordShellText,
  type ShellText,
  type BodyModalSpec,
  type DialogModalSpec,
  type RemoteModalSpec,
} from './federation/modals';
export * from './api/handle';
export * from './api/answer-text';
export * from './api/designed';
export * from './api/session';
export * from './data/index';
