import { registerNamespace } from '@site/shared';
import { playerPages } from './player-pages';
import { FORMS } from './forms';

/** The account remote's own namespace. EN is the fallback for languages without a file. */
const EN = {
  ...playerPages.EN,
  title: 'Sign in to your account',
  noAccount: 'New here?',
  createAccount: 'Create an account',
  forgot: 'Forgot password?',
  signingIn: 'Signing in…',
  welcome: 'Signed in as {{id}}',
  overviewTitle: 'My account',
  fullName: 'Full name',
  email: 'Email',
  vipLevel: 'VIP level',
  vipNext: 'Next level: {{level}}',
  vipDeposit: 'Deposits {{amount}}',
  vipTurnover: 'Turnover {{amount}}',
  vipHow: 'How VIP works',
  vipHowText:
    'Every deposit and every bet moves you towards the next VIP level. The bars show how far you are, up to 100%.',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter your username and the phone number on your account. We will send you a new password.',
  phone: 'Phone number',
  sendReset: 'Send new password',
  sending: 'Sending…',
  forgotDone: 'Done. Check your phone for your new password.',
  backToLogin: 'Back to sign in',
  useCode: 'Sign in with a one-time code',
  usePassword: 'Sign in with your password',
  sendCode: 'Send me a code',
  code: 'One-time code (6 digits)',
  codeSent: 'If the details are right, a code is on its way. It is valid for 5 minutes.',
  ...FORMS.EN,
};

const messages: Record<string, typeof EN> = {
  EN,
  PHP: {
    ...playerPages.PHP,
    ...FORMS.PHP,
    title: 'Mag-sign in sa iyong account',
    noAccount: 'Bago ka rito?',
    createAccount: 'Gumawa ng account',
    forgot: 'Nakalimutan ang password?',
    signingIn: 'Nagsa-sign in…',
    welcome: 'Naka-sign in bilang {{id}}',
    overviewTitle: 'Aking account',
    fullName: 'Buong pangalan',
    email: 'Email',
    vipLevel: 'Antas ng VIP',
    vipNext: 'Susunod na antas: {{level}}',
    vipDeposit: 'Mga deposito {{amount}}',
    vipTurnover: 'Turnover {{amount}}',
    vipHow: 'Paano gumagana ang VIP',
    vipHowText:
      'Bawat deposito at taya ay naglalapit sa iyo sa susunod na antas ng VIP. Ipinapakita ng mga bar kung gaano ka na kalapit, hanggang 100%.',
    forgotTitle: 'I-reset ang iyong password',
    forgotIntro:
      'Ilagay ang iyong username at ang numero ng telepono sa iyong account. Padadalhan ka namin ng bagong password.',
    phone: 'Numero ng telepono',
    sendReset: 'Ipadala ang bagong password',
    sending: 'Ipinapadala…',
    forgotDone: 'Tapos na. Tingnan ang iyong telepono para sa bagong password.',
    backToLogin: 'Bumalik sa pag-sign in',
    useCode: 'Mag-sign in gamit ang one-time code',
    usePassword: 'Mag-sign in gamit ang password',
    sendCode: 'Padalhan ako ng code',
    code: 'One-time code (6 na numero)',
    codeSent: 'Kung tama ang mga detalye, paparating na ang code. May bisa ito nang 5 minuto.',
  },
  CN: {
    ...playerPages.CN,
    ...FORMS.CN,
    title: '登录您的账户',
    noAccount: '新用户？',
    createAccount: '创建账户',
    forgot: '忘记密码？',
    signingIn: '正在登录…',
    welcome: '已登录：{{id}}',
    overviewTitle: '我的账户',
    fullName: '姓名',
    email: '电子邮箱',
    vipLevel: 'VIP 等级',
    vipNext: '下一等级：{{level}}',
    vipDeposit: '存款 {{amount}}',
    vipTurnover: '流水 {{amount}}',
    vipHow: 'VIP 规则',
    vipHowText: '每一笔存款和投注都会让您更接近下一个 VIP 等级。进度条显示您的进度，最高 100%。',
    forgotTitle: '重置密码',
    forgotIntro: '请输入您的用户名和账户绑定的手机号码，我们会把新密码发送给您。',
    phone: '手机号码',
    sendReset: '发送新密码',
    sending: '发送中…',
    forgotDone: '完成。请查看手机上的新密码。',
    backToLogin: '返回登录',
    useCode: '使用一次性验证码登录',
    usePassword: '使用密码登录',
    sendCode: '发送验证码',
    code: '一次性验证码（6位数字）',
    codeSent: '如果信息无误，验证码正在发送，5 分钟内有效。',
  },
};

/** The profile and security strings of one language (an async chunk each: only the player's language loads). */
function securityStrings(lng: string) {
  if (lng === 'PHP') return import(/* webpackChunkName: "messages-PHP-security" */ './security/PHP');
  if (lng === 'CN') return import(/* webpackChunkName: "messages-CN-security" */ './security/CN');
  return import(/* webpackChunkName: "messages-EN-security" */ './security/EN');
}

export const ready = registerNamespace('account', async (lng) => {
  const base = messages[lng];
  return base ? { ...base, ...(await securityStrings(lng)).default } : null;
});
// Every module showing these messages waits for them (an async module): no raw key is ever painted (issue 16).
await ready;
