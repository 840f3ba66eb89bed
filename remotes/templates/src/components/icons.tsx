/** Line icons drawn for the templates (24 × 24, currentColor). Decorative: always aria-hidden. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  hot: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-6 1-9z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  casino:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M20.5 10l-5 .5M3.5 10l5 .5M7 19l2.8-4.5M17 19l-2.8-4.5',
  poker: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-7 2.5A4 4 0 0 1 5 13c0-4 4-6 7-10zM12 15l-2 6h4z',
  fishing: 'M3 12c3-4 8-5 12-3l5-3v12l-5-3c-4 2-9 1-12-3zM8 11h.01',
  crash: 'M5 19l4-1 9-9a3 3 0 0 0-4-4l-9 9zM14 6l4 4M5 19v-4M5 19h4',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6M12 9v7',
  bingo: 'M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16',
  arcade: 'M6 14h12a3 3 0 0 1 3 3v2H3v-2a3 3 0 0 1 3-3zM12 14V8M12 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  sabong: 'M7 20l2-5c-3-1-4-4-3-7l3 2 1-5 3 4 3-3 1 5c2 2 2 6-1 8l1 1H7z',
  horse: 'M6 4c-2 3-2 8 0 12h3l1-4 3 1v7h3l1-9c0-3-2-6-5-7z',
  hash: 'M9 3L7 21M17 3l-2 18M4 8h17M3 16h17',
  promotions:
    'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C9 7 7 3 9.5 3S12 7 12 7zM12 7c3 0 5-4 2.5-4S12 7 12 7z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 21h8M9 17h6v4H9z',
  user: 'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c0-4 4-7 8-7s8 3 8 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  close: 'M6 6l12 12M18 6L6 18',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5l11 7-11 7z',
  android:
    'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM8 3l1.5 2.5M16 3l-1.5 2.5M3.5 11v5M20.5 11v5',
  apple:
    'M15 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5zM17 12c0-2.5 2-3.3 2-3.3C18 7 16 7 15 7.3c-1 .4-2 .7-3 .7s-2-.4-3-.7C6.5 7 4 8.8 4 12.5 4 17 7 21 9 21c1 0 1.8-.6 3-.6s2 .6 3 .6c1.5 0 3-2 3.8-4-1.8-.8-2.8-2.5-2.8-5z',
  news: 'M4 5h13v14H5a1 1 0 0 1-1-1zM17 9h3v9a1 1 0 0 1-2 0V9M7 9h7M7 13h7M7 16h4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.5 5.5c3 3 3 10 0 13M18.5 5.5c-3 3-3 10 0 13',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6c4 3 4 9 0 12M19 6c-4 3-4 9 0 12',
  esports:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13h.01',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
};

/** The account pages' icons (menu paths that are not game categories). */
const ACCOUNT_ICONS: Record<string, string> = {
  account: 'user',
  profile: 'user',
  security: 'user',
  inbox: 'mail',
  vip: 'trophy',
  mission: 'bolt',
  referral: 'star',
  deposit: 'ticket',
  withdrawal: 'ticket',
  transaction: 'chart',
};

/** Icon key for a menu path (/slots → slots, /horse-racing → horse, …). */
export function iconFor(path: string): string {
  const key = path.replace(/^\//, '').split(/[-/]/)[0] || 'home';
  const alias = ACCOUNT_ICONS[key];
  if (alias) return alias;
  if (key === 'hash') return 'hash';
  if (key === 'horse') return 'horse';
  return PATHS[key] ? key : 'star';
}

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      css={{ flex: 'none' }}
    >
      <path d={PATHS[name] ?? PATHS.star} />
    </svg>
  );
}
