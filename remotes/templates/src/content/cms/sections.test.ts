// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { slug, splitSections } from './sections';

describe('splitSections', () => {
  it('splits at the first heading level found, keeping what comes before as the intro', () => {
    const r = splitSections('<p>Intro</p><h2>One</h2><p>a</p><h3>Sub</h3><p>b</p><h2>Two</h2><p>c</p>', 's');
    expect(r.intro).toBe('<p>Intro</p>');
    expect(r.sections.map((s) => [s.id, s.title])).toEqual([
      ['s-one', 'One'],
      ['s-two', 'Two'],
    ]);
    expect(r.sections[0]!.html).toBe('<p>a</p><h3>Sub</h3><p>b</p>');
  });

  it('uses h3 when there is no h2 (FAQ questions), with unique ids for repeated titles', () => {
    const r = splitSections('<h3>Why?</h3><p>x</p><h3>Why?</h3><p>y</p>', 'q');
    expect(r.sections.map((s) => s.id)).toEqual(['q-why', 'q-why-2']);
  });

  it('no heading: everything is intro; an empty heading is dropped', () => {
    expect(splitSections('<p>Only</p>', 's')).toEqual({ intro: '<p>Only</p>', sections: [] });
    expect(splitSections('<h2> </h2><p>x</p>', 's').sections).toEqual([]);
  });

  it('the heading becomes text only (markup in it is not kept)', () => {
    const r = splitSections('<h2><b>Bold</b> title</h2><p>x</p>', 's');
    expect(r.sections[0]!.title).toBe('Bold title');
  });
});

describe('slug', () => {
  it('keeps letters of any script and digits', () => {
    expect(slug('How long does a withdrawal take?')).toBe('how-long-does-a-withdrawal-take');
    expect(slug('常见 问题')).toBe('常见-问题');
    expect(slug('???')).toBe('section');
  });
});
