import type en from '../EN/validation';
export default {
  required: 'Kailangan ang field na ito',
  email: 'Hindi wastong email address',
  url: 'Hindi wastong URL',
  lettersOnly: 'Mga titik at espasyo lamang',
  digitsOnly: 'Mga numero lamang',
  minLength: 'Hindi bababa sa {{count}} na karakter',
} satisfies Record<keyof typeof en, string>;
