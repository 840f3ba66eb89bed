import { parseSafeHtml } from '@site/shared/html';

/**
 * Splits (already sanitized) operator HTML into an intro and sections at its top-level headings, so the page
 * can draw a table of contents and the FAQs an accordion. Headings become plain text: the page renders them
 * itself with ids it makes (never the operator's), and each part's HTML is sanitized again where it is shown.
 */
export interface Section {
  id: string;
  title: string;
  html: string;
}
export interface Sections {
  intro: string;
  sections: Section[];
}

const HEADINGS = ['H2', 'H3', 'H4'];

/** A URL-fragment id from a heading's text: lower-case letters and digits (any script) joined by '-'. */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'section';
}

export function splitSections(html: string, prefix: string): Sections {
  const doc = parseSafeHtml(html);
  const nodes = [...doc.body.childNodes];
  const level = HEADINGS.find((h) => nodes.some((n) => n.nodeName === h));
  const out = (list: Node[]) => {
    const box = doc.createElement('div');
    for (const n of list) box.appendChild(n.cloneNode(true));
    return box.innerHTML.trim();
  };
  if (!level) return { intro: html, sections: [] };
  const intro: Node[] = [];
  const sections: { title: string; nodes: Node[] }[] = [];
  for (const n of nodes) {
    if (n.nodeName === level) sections.push({ title: (n.textContent ?? '').trim(), nodes: [] });
    else (sections.at(-1)?.nodes ?? intro).push(n);
  }
  const used = new Map<string, number>();
  return {
    intro: out(intro),
    sections: sections
      .filter((s) => s.title)
      .map((s) => {
        const base = `${prefix}-${slug(s.title)}`;
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        return { id: seen ? `${base}-${seen + 1}` : base, title: s.title, html: out(s.nodes) };
      }),
  };
}
