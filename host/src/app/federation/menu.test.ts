import { describe, expect, it } from 'vitest';
import { filterMenu } from './menu';
import type { MenuItem, RemoteDescriptor } from '@site/shared';

const remote = (paths: string[]): RemoteDescriptor => ({
  name: 'games',
  version: '1.0.0',
  entry: '',
  contract: '^1.0.0',
  exposes: [],
  routes: paths.map((path) => ({ path, module: './X', auth: false })),
});
const item = (path: string, children: MenuItem[] = []): MenuItem => ({
  content_id: path,
  title: path,
  path,
  children,
});

describe('filterMenu', () => {
  it('drops items no remote serves and keeps served and external ones', () => {
    const menu = [item('/'), item('/slots'), item('https://blog.example.com')];
    expect(filterMenu(menu, [remote(['/'])]).map((m) => m.path)).toEqual(['/', 'https://blog.example.com']);
  });
  it('keeps a parent whose children survive', () => {
    const menu = [item('#games', [item('/slots'), item('/poker')])];
    const out = filterMenu(menu, [remote(['/slots'])]);
    expect(out[0]?.children.map((m) => m.path)).toEqual(['/slots']);
  });
});
