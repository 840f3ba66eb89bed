import { describe, expect, it } from 'vitest';
import { brandOf, inlinedStartup, isRemoteDescriptor } from './startup';

const good = {
  name: 'wallet',
  version: '1.0.0',
  entry: '/cdn/wallet/1.0.0/mf-manifest.json',
  contract: '^1.0.0',
  routes: [{ path: '/deposit', module: './DepositPage', auth: true }],
  exposes: ['./DepositPage'],
};

describe('startup answer checks', () => {
  it('a descriptor of the startup answer is usable only in full', () => {
    expect(isRemoteDescriptor(good)).toBe(true);
    expect(isRemoteDescriptor({ name: 'wallet' })).toBe(false);
    expect(isRemoteDescriptor({ ...good, contract: undefined })).toBe(false);
    expect(isRemoteDescriptor({ ...good, routes: [{ path: '/deposit' }] })).toBe(false);
    expect(isRemoteDescriptor(null)).toBe(false);
  });
  it("the brand is the site's logo text, else its name, with its logo", () => {
    expect(brandOf({ site_name: 'Demo', logo_text: 'DEMO', logo1: '/l.png' })).toEqual({
      name: 'DEMO',
      logo: '/l.png',
    });
    expect(brandOf({ site_name: 'Demo', logo_text: '' })).toEqual({ name: 'Demo', logo: '' });
    expect(brandOf(null)).toBeNull();
  });
});

/** A document holding (or not) the server's inlined startup answer. */
function page(text: string | null) {
  let present = text !== null;
  const el = { textContent: text, remove: () => (present = false) };
  return {
    getElementById: (id: string) => (present && id === 'startup-answer' ? el : null),
  } as unknown as Document;
}

describe('the startup answer inlined in the page (issue 16.1)', () => {
  const answer = { statusCode: 1, statusMessage: 'OK', statusDetail: '', value: { language: 'EN' } };
  it('is used once: a second start (Retry) asks the API', () => {
    const doc = page(JSON.stringify(answer));
    expect(inlinedStartup(doc)).toEqual(answer);
    expect(inlinedStartup(doc)).toBeNull();
  });
  it('absent, malformed or a refusal: null, so the host asks as before', () => {
    expect(inlinedStartup(page(null))).toBeNull();
    expect(inlinedStartup(page('{"statusCode":1'))).toBeNull();
    expect(inlinedStartup(page('{"a":1}'))).toBeNull();
    expect(inlinedStartup(page(JSON.stringify({ ...answer, statusCode: -404, value: null })))).toBeNull();
  });
});
