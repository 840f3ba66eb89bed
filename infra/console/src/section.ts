import type { ComponentType } from 'react';
import type { Permission } from '../../src/console/roles';

/** The console's languages (the player site's three with message files). */
export type Lang = 'EN' | 'PHP' | 'CN';
export const LANGS: readonly Lang[] = ['EN', 'PHP', 'CN'];

/**
 * One area of the console (money, staff, releases…). Every `sections/*.tsx` file default-exports one; the frame
 * finds them at build time (`import.meta.webpackContext`, sections.ts), so adding a section edits no shared
 * file. The frame gives it a menu entry and a route only for staff whose role has `permission`, registers its
 * `messages` as the i18next namespace `id`, and loads its page (`load`) when the route is first opened — keep the
 * page in a module of its own (e.g. `sections/<id>/Page.tsx`) so the menu does not download every page.
 */
export interface Section {
  /** 'releases' — also its i18next namespace */
  id: string;
  /** '/releases' (the section may have nested routes below it: '/releases/*') */
  path: string;
  /** menu entry and route only for staff whose role has it */
  permission: Permission;
  /** menu order (money 10, players 20, releases 30, sites 40, content 50, staff 80, audit 90) */
  order: number;
  /** its own texts; key `menu` is its menu label */
  messages: Record<Lang, Record<string, string>>;
  /** lazy page module */
  load: () => Promise<{ default: ComponentType }>;
}

export function defineSection(s: Section): Section {
  return s;
}
