/**
 * The ONE configuration every operator HTML goes through before it is shown (CMS blocks, promotions, news,
 * inbox bodies, banking text): DOMPurify with the HTML profile only (no SVG or MathML), and on top of it
 * - no script, style sheet, form or form control, object, embed, frame, base, link or meta element;
 * - no `style` attribute at all: an inline style can hide or overlay the page (a fixed full-screen "login"
 *   box), and the site's CSP is moving to `style-src` without 'unsafe-inline' — the skin styles the content;
 * - URLs only http(s), mailto, tel or site-relative: no `javascript:`, `data:`, `vbscript:` or anything else;
 * - iframes only from the origins the caller allows (none by default), always sandboxed;
 * - links to other origins open in a new tab with `rel="noopener noreferrer"`.
 * Event handler attributes are removed by DOMPurify itself.
 */
import DOMPurify, { type Config } from 'dompurify';

export interface SanitizeOptions {
  /** Origins (`https://www.youtube-nocookie.com`) whose pages may be embedded in an iframe. */
  iframeOrigins?: readonly string[];
}

const SAFE_URL = /^(?:(?:https?|mailto|tel):|[/?#.]|[^:/?#]*(?:[/?#]|$))/i;

const BASE: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'frame',
    'frameset',
    'base',
    'link',
    'meta',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;
let allowedFrames: readonly string[] = [];

function originOf(url: string): string | null {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return null;
  }
}

function create(): Purifier {
  const p = DOMPurify(window);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    const origin = originOf(node.getAttribute('src') ?? '');
    if (!origin || !allowedFrames.includes(origin)) node.parentNode?.removeChild(node);
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src', 'xlink:href'])
      if (node.hasAttribute(name) && !SAFE_URL.test((node.getAttribute(name) ?? '').trim()))
        node.removeAttribute(name);
    if (node.tagName === 'IFRAME') {
      node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const origin = originOf(node.getAttribute('href') ?? '');
      if (origin && origin !== location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
  });
  return p;
}

function run(html: unknown, options: SanitizeOptions, trusted: boolean): unknown {
  if (typeof html !== 'string' || !html.trim() || typeof window === 'undefined') return '';
  purifier ??= create();
  allowedFrames = options.iframeOrigins ?? [];
  const config: Config = allowedFrames.length ? { ...BASE, ADD_TAGS: ['iframe'] } : BASE;
  try {
    return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: trusted });
  } finally {
    allowedFrames = [];
  }
}

/** Operator HTML → HTML safe to put in the page (see the rules above). Empty or non-string input → ''. */
export function sanitizeHtml(html: unknown, options: SanitizeOptions = {}): string {
  return String(run(html, options, false));
}

/**
 * The same, as a TrustedHTML where the browser has Trusted Types (DOMPurify's own policy), so the page's
 * Trusted Types policy sees a sanitized value at the innerHTML sink (host/src/features/security); a string
 * elsewhere. Typed as a string: React passes `__html` to innerHTML as it is.
 */
export function sanitizeHtmlTrusted(html: unknown, options: SanitizeOptions = {}): string {
  return run(html, options, true) as string;
}

/**
 * Operator HTML, sanitized, as an inert document to walk (e.g. to split a CMS body at its headings). The parser
 * gets DOMPurify's TrustedHTML where the browser has Trusted Types, so the page's policy sees no raw string.
 */
export function parseSafeHtml(html: unknown, options: SanitizeOptions = {}): Document {
  return new DOMParser().parseFromString(sanitizeHtmlTrusted(html, options), 'text/html');
}
