import type { Section } from './section';

/** Sorted by order; two sections with one id or path are a programming error, refused at start. */
export function checkSections(list: Section[]): Section[] {
  const seen = new Set<string>();
  for (const s of list) {
    if (!/^[a-z][a-z0-9-]*$/.test(s.id)) throw new Error(`console section id: ${s.id}`);
    if (!/^\/[a-z0-9-]+$/.test(s.path)) throw new Error(`console section ${s.id}: path ${s.path}`);
    for (const k of [`id:${s.id}`, `path:${s.path}`]) {
      if (seen.has(k)) throw new Error(`two console sections with ${k}`);
      seen.add(k);
    }
  }
  return [...list].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
