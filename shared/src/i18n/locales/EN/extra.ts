export default {
  footerRights: '© {{year}} {{site}}. All rights reserved.',
  responsible: 'Play responsibly. 18+ only.',
} as const;
