// @vitest-environment jsdom
import { createElement } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@site/shared/html';
import { ContentPreview } from '../console/src/content/Preview';
import contentSection from '../console/src/sections/content';

/**
 * The console's content preview (issue 17 §5) shows operator HTML exactly as players will see it: through the
 * player pages' one sanitizer (`@site/shared/html`), not a copy of it — scripts, event handlers and
 * `javascript:` links are gone, the text around them stays.
 */
const HOSTILE =
  '<h2>Heading</h2><p>Before</p><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2">' +
  '<p onclick="window.__pwned = 3">After</p><a href="javascript:alert(1)">Bad</a><a href="https://example.org/">Out</a>' +
  '<div style="position:fixed">Cover</div><form><input name="password"></form>';

let host: HTMLDivElement;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { content: contentSection.messages.EN } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterAll(() => host.remove());

describe('console content preview', () => {
  it('renders the body through the player sanitizer: nothing executable, the text kept', async () => {
    const root = createRoot(host);
    await act(async () => {
      root.render(
        createElement(ContentPreview, {
          site: {
            domain_name: 'casino3.localhost',
            site_name: 'Velvet Lounge',
            language: 'EN',
            theme_code: 'casino3',
            theme_color: 'ocean',
          },
          title: 'A title',
          html: HOSTILE,
        }),
      );
    });
    const body = host.querySelector('[data-testid="content-preview-body"]')!;
    expect(body).not.toBeNull();
    // the very output of the player pages' sanitizer
    expect(body.innerHTML).toBe(sanitizeHtml(HOSTILE));
    expect(body.querySelectorAll('script, form, input, [onerror], [onclick], [style]')).toHaveLength(0);
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect(body.querySelector('a[href="https://example.org/"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    for (const text of ['Heading', 'Before', 'After', 'Bad', 'Out', 'Cover'])
      expect(body.textContent).toContain(text);
    expect(host.querySelector('h2')?.textContent).toBe('A title');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    act(() => root.unmount());
  });
});
