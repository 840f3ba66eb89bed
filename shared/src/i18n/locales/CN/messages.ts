import type en from '../EN/messages';
export default {
  welcome: '欢迎回来，{{name}}！',
  loggedOut: '您已退出登录。',
  saved: '已保存。',
} satisfies Record<keyof typeof en, string>;
