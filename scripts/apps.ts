import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const REMOTES = ['account', 'wallet', 'games', 'sportsbook', 'templates'] as const;
export const APPS = [
  { name: 'host', dir: path.join(ROOT, 'host') },
  ...REMOTES.map((r) => ({ name: r, dir: path.join(ROOT, 'remotes', r) })),
];
