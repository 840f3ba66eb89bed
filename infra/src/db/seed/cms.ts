/**
 * Seed bodies of the CMS blocks (operator HTML): sections under <h2> headings, so the pages have a table of
 * contents, and the FAQs as <h3> questions each followed by its answer. The local body is in Filipino.
 */
type Lang = 'en' | 'local';

const SECTIONS: Record<string, [string, string][]> = {
  about_us: [
    ['Who we are', 'Kung sino kami'],
    ['Fair play', 'Patas na laro'],
    ['Secure payments', 'Ligtas na bayad'],
  ],
  privacy_policy: [
    ['What we collect', 'Ang aming kinokolekta'],
    ['How we use it', 'Paano namin ito ginagamit'],
    ['Your rights', 'Ang iyong mga karapatan'],
    ['Cookies', 'Cookies'],
  ],
  banking: [
    ['Deposits', 'Mga deposito'],
    ['Withdrawals', 'Mga withdrawal'],
  ],
  responsible_gaming: [
    ['Play for fun', 'Maglaro para sa kasiyahan'],
    ['Set your limits', 'Magtakda ng limitasyon'],
    ['Take a break', 'Magpahinga'],
    ['Where to get help', 'Saan hihingi ng tulong'],
  ],
  terms: [
    ['Your account', 'Ang iyong account'],
    ['Bonuses and promotions', 'Mga bonus at promosyon'],
    ['Deposits and withdrawals', 'Mga deposito at withdrawal'],
    ['Closing an account', 'Pagsasara ng account'],
  ],
};

const FAQS: [string, string, string, string][] = [
  [
    'How do I open an account?',
    'Choose Register and fill in the form.',
    'Paano magbukas ng account?',
    'Piliin ang Register at punan ang form.',
  ],
  [
    'How long does a withdrawal take?',
    'Most withdrawals are paid within 24 hours.',
    'Gaano katagal ang withdrawal?',
    'Karamihan ay nababayaran sa loob ng 24 oras.',
  ],
  [
    'Is my money safe?',
    'Player balances are kept apart from company funds.',
    'Ligtas ba ang aking pera?',
    'Hiwalay ang balanse ng manlalaro sa pondo ng kumpanya.',
  ],
  [
    'Can I set a deposit limit?',
    'Yes, under Responsible gaming in your account.',
    'Maaari ba akong magtakda ng limitasyon?',
    'Oo, sa Responsible gaming ng iyong account.',
  ],
];

export function cmsBody(key: string, siteName: string, lang: Lang): string {
  if (key === 'faqs')
    return `<p>${lang === 'en' ? `Answers to the questions players ask ${siteName} most.` : `Mga sagot sa madalas itanong sa ${siteName}.`}</p>${FAQS.map(
      ([q, a, lq, la]) => `<h3>${lang === 'en' ? q : lq}</h3><p>${lang === 'en' ? a : la}</p>`,
    ).join('')}`;
  const sections = SECTIONS[key] ?? [];
  const intro =
    lang === 'en'
      ? `<p>${siteName} — ${key.replace(/_/g, ' ')} information for players.</p>`
      : `<p>${siteName} — impormasyon para sa mga manlalaro.</p>`;
  return (
    intro +
    sections
      .map(([en, local]) =>
        lang === 'en'
          ? `<h2>${en}</h2><p>${en} at ${siteName}: what it means for you and how we handle it.</p><ul><li>Clear rules</li><li>Support every day</li></ul>`
          : `<h2>${local}</h2><p>${local} sa ${siteName}: ano ang ibig sabihin nito para sa iyo.</p>`,
      )
      .join('')
  );
}
