import { parseSafeHtml } from '@site/shared/html';

/** Elements that end a line of text: their words are not run into the next block's ("100%" "Claim" → "100% Claim"). */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * A promotion's body (operator HTML, or plain text) as the plain text a carousel slide or a strip card shows: the
 * sanitized HTML's words, with no tag visible (the dialogs render the HTML itself, sanitized), blocks separated by
 * a space, white space collapsed, cut at `max` characters on a word with "…".
 */
export function promotionExcerpt(body: string | null | undefined, max = 160): string {
  if (!body) return '';
  const words: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) words.push(child.textContent ?? '');
      else if (child.nodeType === 1) {
        const block = BLOCKS.has((child as Element).tagName);
        if (block) words.push(' ');
        walk(child);
        if (block) words.push(' ');
      }
    }
  };
  walk(parseSafeHtml(body).body);
  const text = words.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
