// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { getI18n, initI18n, themeFor, THEME_COLORS, type Promotion } from '@site/shared';
import { BannerCarousel, SLIDE_MS } from './BannerCarousel';

let promotions: Promotion[] | null = null;
vi.mock('../api/get-promotions', () => ({ usePromotions: () => promotions }));

const promo = (id: number, title: string): Promotion =>
  ({ id, title, body: `${title} body`, image: `/art/promotions/${id}.svg` }) as unknown as Promotion;

function show() {
  return render(
    <ThemeProvider theme={themeFor('casino1', THEME_COLORS.casino1[0])}>
      <BannerCarousel />
    </ThemeProvider>,
  );
}

const slide = () => screen.getByRole('group');
const title = () => slide().querySelector('h2')?.textContent;
const turn = () => act(() => vi.advanceTimersByTime(SLIDE_MS));

function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), media: query }));
}

// the carousel's texts, as the shell would have them (its module registered the namespace before i18n started)
beforeAll(async () => {
  await initI18n('EN');
  await getI18n()?.loadNamespaces('templates');
});
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  promotions = [promo(1, 'First'), promo(2, 'Second'), promo(3, 'Third')];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the promotions carousel (WCAG 2.2.2: what moves by itself can be stopped)', () => {
  it('turns by itself every SLIDE_MS, back to the first after the last, silent for screen readers meanwhile', () => {
    show();
    expect(title()).toBe('First');
    expect(slide().getAttribute('aria-live')).toBe('off');
    expect(slide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    turn();
    expect(title()).toBe('Second');
    turn();
    turn();
    expect(title()).toBe('First');
  });

  it('stop holds it (announced politely then), the arrows still move it, start resumes', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slides' }));
    expect(slide().getAttribute('aria-live')).toBe('polite');
    turn();
    turn();
    expect(title()).toBe('First');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(title()).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(title()).toBe('Third');
    fireEvent.click(screen.getByRole('button', { name: 'Start the slides' }));
    expect(slide().getAttribute('aria-live')).toBe('off');
    turn();
    expect(title()).toBe('First');
  });

  it('holds still while focus is inside it and turns again once focus has left', () => {
    show();
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    turn();
    expect(title()).toBe('First');
    expect(slide().getAttribute('aria-live')).toBe('polite');
    act(() => next.blur());
    turn();
    expect(title()).toBe('Second');
  });

  it('holds still under a mouse pointer, not for a touch', () => {
    show();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    turn();
    expect(title()).toBe('Second');
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    turn();
    expect(title()).toBe('Second');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    turn();
    expect(title()).toBe('Third');
  });

  it('under reduced motion it never turns and offers no stop button; the arrows remain', () => {
    reducedMotion(true);
    show();
    turn();
    turn();
    expect(title()).toBe('First');
    expect(screen.queryByRole('button', { name: 'Stop the slides' })).toBeNull();
    expect(slide().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(title()).toBe('Second');
  });

  it('one promotion has no controls; none (or a failed call) shows the brand slide', () => {
    promotions = [promo(1, 'Only')];
    const { unmount } = show();
    expect(title()).toBe('Only');
    expect(screen.queryAllByRole('button', { name: /Next|Previous|Stop the slides/ })).toEqual([]);
    unmount();
    promotions = [];
    show();
    expect(screen.getByRole('group').textContent).not.toContain('Only');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
