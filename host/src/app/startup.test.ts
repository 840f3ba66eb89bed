import { describe, expect, it } from 'vitest';
import { brandOf, isRemoteDescriptor } from './startup';

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
