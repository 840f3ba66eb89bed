import { api, readSiteConfig, type AnalyticsScript } from '@site/shared';
import { analyticsPolicy } from '../security/trusted-types';

const MARK = 'data-site-analytics';

/** Copies a parsed `<script>` into a live one (scripts parsed from HTML never run). */
function liveScript(doc: Document, from: HTMLScriptElement, nonce: string): HTMLScriptElement {
  const s = doc.createElement('script');
  const trusted = analyticsPolicy();
  for (const attr of Array.from(from.attributes))
    if (attr.name === 'src') s.src = trusted.createScriptURL(attr.value);
    else s.setAttribute(attr.name, attr.value);
  s.text = trusted.createScript(from.text);
  if (nonce) s.nonce = nonce;
  return s;
}

/**
 * SPEC §7: HEAD analytics scripts are injected into the page head (plain code, or an HTML snippet whose scripts
 * are made live); BODY ones are added as `<noscript>` elements. Operator scripts are trusted content by design;
 * they (and their style elements) carry the page's CSP nonce, so the Content-Security-Policy lets exactly them run.
 */
export function injectAnalytics(
  scripts: AnalyticsScript[],
  doc: Document = document,
  nonce: string = readSiteConfig(doc).nonce,
): void {
  doc.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
  for (const { section, script } of scripts) {
    if (!script?.trim()) continue;
    if (section === 'BODY') {
      const ns = doc.createElement('noscript');
      ns.setAttribute(MARK, 'BODY');
      ns.innerHTML = analyticsPolicy().createHTML(script);
      doc.body.appendChild(ns);
      continue;
    }
    if (!script.trim().startsWith('<')) {
      const s = doc.createElement('script');
      s.setAttribute(MARK, 'HEAD');
      if (nonce) s.nonce = nonce;
      s.text = analyticsPolicy().createScript(script);
      doc.head.appendChild(s);
      continue;
    }
    const tpl = doc.createElement('template');
    tpl.innerHTML = analyticsPolicy().createHTML(script);
    for (const node of Array.from(tpl.content.children)) {
      const el = node instanceof HTMLScriptElement ? liveScript(doc, node, nonce) : node;
      // an operator's <style> applies too (style-src allows the page nonce, not 'unsafe-inline')
      if (el instanceof HTMLStyleElement && nonce) el.nonce = nonce;
      el.setAttribute(MARK, 'HEAD');
      doc.head.appendChild(el);
    }
  }
}

export async function loadAnalytics(domain_name: string): Promise<void> {
  const answer = await api.call('/api/settings/get_analytics', { domain_name });
  if (answer.statusCode === 1 && Array.isArray(answer.value)) injectAnalytics(answer.value);
  else console.warn(`[tracking] analytics unavailable: ${answer.statusMessage}`);
}
