export default {
  required: 'This field is required',
  email: 'Invalid email address',
  url: 'Invalid URL',
  lettersOnly: 'Letters and spaces only',
  digitsOnly: 'Digits only',
  minLength: 'At least {{count}} characters',
} as const;
