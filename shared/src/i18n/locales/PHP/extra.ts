import type en from '../EN/extra';
export default {
  footerRights: '© {{year}} {{site}}. Nakalaan ang lahat ng karapatan.',
  responsible: 'Maglaro nang responsable. 18+ lamang.',
} satisfies Record<keyof typeof en, string>;
