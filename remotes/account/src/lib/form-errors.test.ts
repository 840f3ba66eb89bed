// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './form-errors';

function form(html: string) {
  document.body.innerHTML = `<button id="submit">Send</button><form id="f">${html}</form>`;
  document.getElementById('submit')?.focus();
  return document.getElementById('f');
}

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in document order', () => {
    const f = form('<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true">');
    expect(focusFirstInvalid(f)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });
  it('leaves focus where it is when no field is invalid', () => {
    const f = form('<input id="a" aria-invalid="false"><input id="b">');
    expect(focusFirstInvalid(f)).toBe(false);
    expect(document.activeElement?.id).toBe('submit');
  });
  it('does nothing without a form', () => {
    expect(focusFirstInvalid(null)).toBe(false);
  });
});
