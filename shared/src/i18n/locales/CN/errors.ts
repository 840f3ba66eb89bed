import type en from '../EN/errors';
export default {
  errorTitle: '出错了',
  invalidSession: '会话已结束',
  sessionExpired: '您的会话已过期，请重新登录。',
  unknownError: '发生未知错误。',
  internalServerError: '服务器无法完成请求。',
  serviceUnavailable: '服务暂不可用，请稍后再试。',
  disconnect: '连接已断开，请检查网络后重试。',
  invalidInput: '部分信息无效。',
  invalidCredentials: '用户名或密码错误。',
  tooManyRequests: '尝试次数过多，请稍后再试。',
  permissionDenied: '您无权访问此内容。',
  pageNotFound: 'Page not found: {{path}}',
  pageNotFoundCheck: 'Page Not Found: {{path}}',
} satisfies Record<keyof typeof en, string>;
