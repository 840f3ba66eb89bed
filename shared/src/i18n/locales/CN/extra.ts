import type en from '../EN/extra';
export default {
  footerRights: '© {{year}} {{site}}。保留所有权利。',
  responsible: '理性游戏，仅限18岁以上。',
} satisfies Record<keyof typeof en, string>;
