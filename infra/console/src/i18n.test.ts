import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRAME_MESSAGES, UI_MESSAGES } from './messages';
import { checkSections } from './section-check';
import type { Section } from './section';

// The console's languages are complete (PAGES.md §4): every EN key of the frame and of every section
// (sections/*.tsx, found as the app finds them) exists in PHP and CN, non-empty, with the same placeholders.

const dir = path.join(import.meta.dirname, 'sections');
const files = readdirSync(dir).filter((f) => /^[a-z0-9-]+\.tsx$/.test(f));

async function sections(): Promise<Section[]> {
  const list: Section[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: Section };
    if (!mod.default) throw new Error(`sections/${f}: no default export (defineSection)`);
    list.push(mod.default);
  }
  return list;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

function expectComplete(name: string, messages: Section['messages']) {
  for (const lang of ['PHP', 'CN'] as const) {
    const missing = Object.keys(messages.EN).filter((k) => !messages[lang][k]?.trim());
    expect(missing, `${name}: keys missing in ${lang}`).toEqual([]);
    const drift = Object.keys(messages.EN).filter(
      (k) =>
        messages[lang][k] && placeholders(messages.EN[k]!).join() !== placeholders(messages[lang][k]!).join(),
    );
    expect(drift, `${name}: placeholders differ in ${lang}`).toEqual([]);
  }
}

describe('console messages', () => {
  it('the frame and the kit texts are complete in PHP and CN', () => {
    expectComplete('frame', FRAME_MESSAGES);
    expectComplete('ui', UI_MESSAGES);
  });

  it('every section is complete in PHP and CN and names its menu entry', async () => {
    const list = await sections();
    expect(list.length).toBe(files.length);
    for (const s of list) {
      expectComplete(`sections/${s.id}`, s.messages);
      expect(s.messages.EN.menu, `${s.id}: the menu label`).toBeTruthy();
    }
  });

  it('sections have distinct ids and paths and come in menu order', async () => {
    const sorted = checkSections(await sections());
    expect(sorted.map((s) => s.order)).toEqual([...sorted.map((s) => s.order)].sort((a, b) => a - b));
    expect(sorted.find((s) => s.id === 'money')).toMatchObject({
      path: '/money',
      permission: 'payments.view',
    });
    expect(sorted.find((s) => s.id === 'staff')).toMatchObject({
      path: '/staff',
      permission: 'staff.manage',
    });
  });
});
