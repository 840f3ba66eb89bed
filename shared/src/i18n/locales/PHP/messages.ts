import type en from '../EN/messages';
export default {
  welcome: 'Maligayang pagbabalik, {{name}}!',
  loggedOut: 'Ikaw ay na-sign out.',
  saved: 'Na-save.',
} satisfies Record<keyof typeof en, string>;
