import { SITE_ROUTES, THEME_CODES, THEME_COLORS, type ThemeCode } from '@site/shared';

export interface SeedSite {
  domain: string;
  name: string;
  code: string;
  color: string;
  maintenance?: boolean;
  chat?: boolean;
}

const NAMES: Record<ThemeCode, string> = {
  casino1: 'Royal Crown Casino',
  casino2: 'Golden Palace',
  casino3: 'Velvet Lounge',
  casino4: 'Imperial Tables',
  casino5: 'Noir Club',
  casino6: 'Neon Strip',
  casino7: 'Dynasty Hall',
  slot1: 'Candy Reels',
  slot2: 'Galaxy Spins',
  slot3: 'Jungle Jackpot',
  slot4: 'Cyber Slots',
  slot5: 'Pharaoh Fortune',
  slot6: 'Lucky Koi',
  slot7: 'Pixel Arcade',
  sportsbook1: 'Kickoff Sports',
};

export function seedSites(): SeedSite[] {
  const sites: SeedSite[] = [
    { domain: 'localhost', name: 'Demo Casino', code: 'casino1', color: 'royal', chat: true },
  ];
  for (const code of THEME_CODES)
    sites.push({ domain: `${code}.localhost`, name: NAMES[code], code, color: THEME_COLORS[code][0] });
  sites.push({
    domain: 'maintenance.localhost',
    name: 'Sleeping Giant',
    code: 'casino2',
    color: 'gold',
    maintenance: true,
  });
  sites.push({ domain: 'badtheme.localhost', name: 'Broken Theme', code: 'casino99', color: 'royal' });
  // A canary site: where an operator pins a new build before rolling it out (e2e pins builds here).
  sites.push({ domain: 'canary.localhost', name: 'Canary Casino', code: 'casino1', color: 'royal' });
  return sites;
}

export function siteMenu() {
  const item = (id: string, title: string, path: string) => ({ content_id: id, title, path, children: [] });
  return [
    item('home', 'Home', '/'),
    item('hot', 'Hot', '/hot'),
    item('slots', 'Slots', '/slots'),
    item('casino', 'Live Casino', '/casino'),
    item('sports', 'Sports', '/sports'),
    item('promotions', 'Promotions', '/promotions'),
  ];
}

export function gameMenu() {
  const item = (id: string, title: string, path: string) => ({ content_id: id, title, path, children: [] });
  return [
    item('slot_game', 'Slots', '/slots'),
    item('casino', 'Live Casino', '/casino'),
    item('sportsbook', 'Sports', '/sports'),
    item('poker', 'Poker', '/poker'),
    item('fishing', 'Fishing', '/fishing'),
    item('crash', 'Crash', '/crash'),
    item('lottery', 'Lottery', '/lottery'),
    item('bingo', 'Bingo', '/bingo'),
    item('arcade', 'Arcade', '/arcade'),
    item('sabong', 'Sabong', '/sabong'),
    item('horse_racing', 'Horse Racing', '/horse-racing'),
    item('hash_game', 'Hash Games', '/hash-game'),
  ];
}

/** Page names the route's words would spell badly ("Vip", "Faqs", "Playnow"). */
const PAGE_TITLES: Record<string, string> = {
  home: 'Home',
  vip: 'VIP',
  faqs: 'FAQs',
  playnow: 'Play now',
  'term-condition': 'Terms and conditions',
};

/**
 * Each page's name in the demo sites' local language (Filipino: every seeded site is a PHP site), the tab title a
 * Filipino reader sees (`seoTitle`); a name Filipino players use as it is in English (Slots, VIP, Poker) is kept.
 */
const LOCAL_TITLES: Record<string, string> = {
  home: 'Simula',
  about: 'Tungkol sa amin',
  account: 'Aking account',
  'add-bank': 'Magdagdag ng bangko',
  'bank-details': 'Mga detalye ng bangko',
  banking: 'Mga paraan ng pagbabayad',
  'bet-history': 'Kasaysayan ng taya',
  'change-password': 'Palitan ang password',
  'contact-us': 'Makipag-ugnayan sa amin',
  deposit: 'Magdeposito',
  download: 'I-download ang app',
  'edit-profile': 'I-edit ang profile',
  faqs: 'Mga madalas itanong',
  fishing: 'Pangingisda',
  'forgot-password': 'Nakalimutan ang password',
  'horse-racing': 'Karera ng kabayo',
  hot: 'Patok na laro',
  inbox: 'Mga mensahe',
  leaderboard: 'Talaan ng mga nangunguna',
  login: 'Mag-log in',
  mission: 'Mga misyon',
  news: 'Mga balita',
  playnow: 'Maglaro na',
  'privacy-policy': 'Patakaran sa privacy',
  promotions: 'Mga promosyon',
  referral: 'Mag-imbita ng kaibigan',
  register: 'Mag-sign up',
  'responsible-gaming': 'Responsableng paglalaro',
  review: 'Mga review',
  security: 'Seguridad',
  spin: 'Paikutin',
  statement: 'Pahayag ng account',
  'term-condition': 'Mga tuntunin at kundisyon',
  'transaction-history': 'Kasaysayan ng transaksyon',
  withdrawal: 'Mag-withdraw',
};

export function seoRecords(siteName: string) {
  return SITE_ROUTES.map((route) => {
    const page = route === '/' ? 'home' : route.slice(1);
    const title =
      PAGE_TITLES[page] ??
      page
        .split('-')
        .map((w) => w[0]?.toUpperCase() + w.slice(1))
        .join(' ');
    return {
      page_name: page,
      en_item_name: title,
      en_body: `${title} at ${siteName}.`,
      local_item_name: LOCAL_TITLES[page] ?? title,
      local_body: `${title} — ${siteName}.`,
      meta_title: title,
      meta_desc: `${title} at ${siteName}: play slots, live casino and sports in one place.`,
      meta_keywords: `${page}, casino, slots, sportsbook, ${siteName.toLowerCase()}`,
      // Relative: the page's origin (with its port) is added when the tag is rendered.
      meta_url: route,
      meta_canonical: route,
      meta_author: siteName,
      meta_publisher: siteName,
      meta_lang: 'en',
      meta_image_url: `/static/og/${page}.svg`,
    };
  });
}
