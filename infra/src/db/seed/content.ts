/**
 * The demo promotions and news of every seeded site: the English title and body, and the same in the site's
 * local language (`local_title` / `local_body`, migration 029), Filipino as the seeded CMS blocks' local bodies
 * are (cms.ts). PHP pages show the local texts (content/localized.ts in the templates remote).
 */
export interface SeedText {
  title: string;
  local_title: string;
}

export const SEED_PROMOTIONS: readonly SeedText[] = [
  { title: 'Welcome bonus 100%', local_title: 'Bonus sa pagsali na 100%' },
  { title: 'Daily reload 10%', local_title: 'Araw-araw na reload na 10%' },
  { title: 'Weekend cashback 5%', local_title: 'Cashback tuwing weekend na 5%' },
  { title: 'Refer a friend', local_title: 'Mag-imbita ng kaibigan' },
];

export const SEED_NEWS: readonly SeedText[] = [
  { title: 'New games every week', local_title: 'Mga bagong laro bawat linggo' },
  { title: 'Faster withdrawals', local_title: 'Mas mabilis na pag-withdraw' },
  { title: 'Responsible gaming tools', local_title: 'Mga gamit para sa responsableng paglalaro' },
];

/** A promotion's bodies at a site: English and Filipino. */
export const promotionBodies = (p: SeedText, siteName: string) => ({
  body: `${p.title} at ${siteName}. Terms apply.`,
  local_body: `${p.local_title} sa ${siteName}. May mga tuntuning nalalapat.`,
});

/** A news article's bodies at a site: English and Filipino. */
export const newsBodies = (n: SeedText, siteName: string) => ({
  body: `${n.title} — now at ${siteName}.`,
  local_body: `${n.local_title} — ngayon sa ${siteName}.`,
});
