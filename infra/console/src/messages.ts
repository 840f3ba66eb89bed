import { ERRORS_CN, ERRORS_EN, ERRORS_PHP } from './messages-errors';
import { MORE_CN, MORE_EN, MORE_PHP } from './messages-more';
import { SIGN_IN_CN, SIGN_IN_EN, SIGN_IN_PHP } from './messages-signin';
import { UI_CN, UI_EN, UI_PHP } from './messages-ui';
import type { Lang } from './section';

/**
 * The frame's own texts (i18next namespace `frame`): the common words and the shell here, sign-in in
 * messages-signin.ts, roles and the console API's error codes in messages-errors.ts, a stale view and a page past
 * the end in messages-more.ts; the kit's (`ui`) in messages-ui.ts. Sections bring their own (Section.messages). A
 * unit test (i18n.test.ts) checks that every EN key exists in PHP and CN, here and in every section.
 */
const EN = {
  ...MORE_EN,
  ...SIGN_IN_EN,
  ...ERRORS_EN,
  consoleName: 'Operator console',
  skipToContent: 'Skip to content',
  language: 'Language',
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
  required: 'Please fill in {{field}}.',

  menu: 'Menu',
  mainMenu: 'Console menu',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  homeTitle: 'Welcome, {{name}}',
  homeText: 'Choose an area of the console.',
  noSections: 'Your role has no console pages yet. Ask an owner if you need access.',
  idleTitle: 'Are you still there?',
  idleText: 'For your security you will be signed out at {{time}} if nothing happens.',
  stay: 'Stay signed in',
  forbiddenTitle: 'No access',
  forbiddenText: 'Your role ({{role}}) does not allow this page.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no console page at this address.',
  goHome: 'Go to the start page',
  pageFailed: 'This page could not be loaded.',
  confirm: 'Confirm',
};

export type FrameKey = keyof typeof EN;

const PHP: Record<FrameKey, string> = {
  ...MORE_PHP,
  ...SIGN_IN_PHP,
  ...ERRORS_PHP,
  consoleName: 'Operator console',
  skipToContent: 'Lumaktaw sa nilalaman',
  language: 'Wika',
  retry: 'Subukang muli',
  cancel: 'Kanselahin',
  close: 'Isara',
  loading: 'Naglo-load…',
  required: 'Pakipunan ang {{field}}.',

  menu: 'Menu',
  mainMenu: 'Menu ng console',
  signedInAs: 'Naka-sign in bilang',
  signOut: 'Mag-sign out',
  signedOut: 'Naka-sign out ka na.',
  homeTitle: 'Maligayang pagdating, {{name}}',
  homeText: 'Pumili ng bahagi ng console.',
  noSections:
    'Wala pang pahina ng console para sa iyong tungkulin. Magtanong sa isang owner kung kailangan mo ng access.',
  idleTitle: 'Nariyan ka pa ba?',
  idleText: 'Para sa iyong seguridad, mai-sign out ka sa {{time}} kung walang mangyayari.',
  stay: 'Manatiling naka-sign in',
  forbiddenTitle: 'Walang access',
  forbiddenText: 'Hindi pinapayagan ng iyong tungkulin ({{role}}) ang pahinang ito.',
  notFoundTitle: 'Hindi nahanap ang pahina',
  notFoundText: 'Walang pahina ng console sa address na ito.',
  goHome: 'Pumunta sa unang pahina',
  pageFailed: 'Hindi ma-load ang pahinang ito.',
  confirm: 'Kumpirmahin',
};

const CN: Record<FrameKey, string> = {
  ...MORE_CN,
  ...SIGN_IN_CN,
  ...ERRORS_CN,
  consoleName: '运营控制台',
  skipToContent: '跳到正文',
  language: '语言',
  retry: '重试',
  cancel: '取消',
  close: '关闭',
  loading: '加载中…',
  required: '请填写{{field}}。',

  menu: '菜单',
  mainMenu: '控制台菜单',
  signedInAs: '当前登录',
  signOut: '退出登录',
  signedOut: '您已退出登录。',
  homeTitle: '欢迎，{{name}}',
  homeText: '请选择控制台的一个功能区。',
  noSections: '您的角色暂时没有可用的控制台页面。如需权限，请联系所有者。',
  idleTitle: '您还在吗？',
  idleText: '为了安全，如无操作，您将于 {{time}} 被退出登录。',
  stay: '保持登录',
  forbiddenTitle: '无权访问',
  forbiddenText: '您的角色（{{role}}）无权打开此页面。',
  notFoundTitle: '页面不存在',
  notFoundText: '此地址没有控制台页面。',
  goHome: '前往首页',
  pageFailed: '此页面无法加载。',
  confirm: '确认',
};

export const FRAME_MESSAGES: Record<Lang, Record<string, string>> = { EN, PHP, CN };
export const UI_MESSAGES: Record<Lang, Record<string, string>> = { EN: UI_EN, PHP: UI_PHP, CN: UI_CN };
