import type en from '../EN/errors';
export default {
  errorTitle: 'May nangyaring mali',
  invalidSession: 'Natapos ang session',
  sessionExpired: 'Nag-expire na ang iyong session. Mag-sign in muli.',
  unknownError: 'Hindi kilalang error.',
  internalServerError: 'Hindi natapos ng server ang kahilingan.',
  serviceUnavailable: 'Hindi available ang serbisyo. Subukan muli mamaya.',
  disconnect: 'Nawala ang koneksyon. Suriin ang iyong network.',
  invalidInput: 'May impormasyong hindi wasto.',
  invalidCredentials: 'Maling username o password.',
  tooManyRequests: 'Masyadong maraming pagsubok. Maghintay at subukan muli.',
  permissionDenied: 'Wala kang access dito.',
  pageNotFound: 'Page not found: {{path}}',
  pageNotFoundCheck: 'Page Not Found: {{path}}',
} satisfies Record<keyof typeof en, string>;
