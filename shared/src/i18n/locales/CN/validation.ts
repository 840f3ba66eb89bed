import type en from '../EN/validation';
export default {
  required: '此项为必填项',
  email: '电子邮件地址无效',
  url: '网址无效',
  lettersOnly: '只能输入字母和空格',
  digitsOnly: '只能输入数字',
  minLength: '至少 {{count}} 个字符',
} satisfies Record<keyof typeof en, string>;
