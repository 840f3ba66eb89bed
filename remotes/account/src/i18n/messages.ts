import { registerNamespace } from '@site/shared';

/** The account remote's own namespace. EN is the fallback for languages without a file. */
const messages: Record<string, Record<string, string>> = {
  EN: {
    title: 'Sign in to your account',
    noAccount: 'New here?',
    createAccount: 'Create an account',
    forgot: 'Forgot password?',
    signingIn: 'Signing in…',
    welcome: 'Signed in as {{id}}',
  },
  PHP: {
    title: 'Mag-sign in sa iyong account',
    noAccount: 'Bago ka rito?',
    createAccount: 'Gumawa ng account',
    forgot: 'Nakalimutan ang password?',
    signingIn: 'Nagsa-sign in…',
    welcome: 'Naka-sign in bilang {{id}}',
  },
  CN: {
    title: '登录您的账户',
    noAccount: '新用户？',
    createAccount: '创建账户',
    forgot: '忘记密码？',
    signingIn: '正在登录…',
    welcome: '已登录：{{id}}',
  },
};

export const ready = registerNamespace('account', async (lng) => messages[lng] ?? null);
