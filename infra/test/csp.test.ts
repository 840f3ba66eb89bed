import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './helpers';

/** Issue 9.11: a nonce for styles too, Trusted Types report-only, and a place where browsers report. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());

describe('content security policy', () => {
  it("a page's style-src and script-src allow its own nonce, and its <style> elements carry it", async () => {
    const res = await t.platform.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce!.replace(/[+/=]/g, '\\$&')}'`));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('report-uri /api/csp-report');
    expect(res.headers['content-security-policy-report-only']).toBe(
      "require-trusted-types-for 'script'; report-uri /api/csp-report",
    );
    if (res.body.includes('<style')) expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<style>/);
  });

  it('a violation report (either format) becomes a clipped security-log line; the answer is always 204', async () => {
    t.securityLog.clear();
    const legacy = await t.platform.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/slots',
          'violated-directive': 'require-trusted-types-for',
          'blocked-uri': 'trusted-types-sink',
          'script-sample': `Element innerHTML|${'x'.repeat(500)}`,
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await t.platform.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'style-src-elem', blockedURL: 'inline' } },
        { type: 'deprecation', body: {} },
      ]),
    });
    expect(modern.statusCode).toBe(204);
    const lines = t.securityLog.lines('csp.violation');
    expect(lines.map((l) => l['directive'])).toEqual(['require-trusted-types-for', 'style-src-elem']);
    expect(String(lines[0]?.['sample']).length).toBeLessThanOrEqual(200);
  });

  it('garbage, oversize bodies and floods answer without a 5xx and stop logging past the limit', async () => {
    const garbage = await t.platform.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(204);
    const big = await t.platform.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { sample: 'x'.repeat(20_000) } }),
    });
    expect(big.statusCode).toBeLessThan(500);
    t.securityLog.clear();
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } });
    for (let i = 0; i < 40; i++)
      await t.platform.app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '203.0.113.9' },
        payload: report,
      });
    // at most 30 per address per 10 minutes (two of them were used by the test before)
    const logged = t.securityLog.lines('csp.violation').length;
    expect(logged).toBeGreaterThan(20);
    expect(logged).toBeLessThanOrEqual(30);
  });
});
