import { describe, expect, it } from 'vitest';
import { unauthenticatedTarget } from './redirect';
import { layoutFor } from '../../app/Shell';

describe('unauthenticated redirect (SPEC §2)', () => {
  it.each(['slot2', 'slot4', 'sportsbook1'])('%s goes home with the login modal', (c) => {
    expect(unauthenticatedTarget(c)).toEqual({ path: '/', modal: 'login' });
  });
  it('slot5 goes home with the sign-in modal', () =>
    expect(unauthenticatedTarget('slot5')).toEqual({ path: '/', modal: 'signin' }));
  it('every other template goes to /login', () => {
    expect(unauthenticatedTarget('casino1')).toEqual({ path: '/login', modal: null });
    expect(unauthenticatedTarget(undefined)).toEqual({ path: '/login', modal: null });
  });
});

describe('layout choice (SPEC §2)', () => {
  it('/minigame uses the minigame layout', () =>
    expect(layoutFor('/minigame', 'template3', 'template1')).toBe('minigame'));
  it("the route's layout wins over the template's", () =>
    expect(layoutFor('/x', 'default', 'template9')).toBe('default'));
  it("otherwise the site template's layout", () =>
    expect(layoutFor('/x', undefined, 'template9')).toBe('template9'));
});
