import type { Section } from './section';
import { checkSections } from './section-check';

/** The part of Rspack's `import.meta.webpackContext` the frame uses (typed here, not globally). */
interface SectionContext {
  keys(): string[];
  (id: string): { default?: Section };
}

/**
 * Every section of the console: the default export of each `sections/*.tsx` (not of subfolders, which hold the
 * sections' pages), found at build time — adding a section edits no shared file. Sorted by `order`.
 */
function discover(): Section[] {
  const ctx = (
    import.meta as unknown as {
      webpackContext(request: string, options: { recursive: boolean; regExp: RegExp }): SectionContext;
    }
  ).webpackContext('./sections', { recursive: false, regExp: /^\.\/[a-z0-9-]+\.tsx$/ });
  return checkSections([...new Set(ctx.keys().map((k) => ctx(k).default))].filter((s) => s !== undefined));
}

export const SECTIONS: readonly Section[] = discover();
