import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qr';

describe('referral QR code', () => {
  it('draws one square per dark module of the encoded link, quiet zone included', () => {
    const text = 'https://slot3.localhost/register?ref=DEMO1REF';
    const { size, path } = qrPath(text);
    const { data } = encode(text, { ecc: 'M', border: 2 });
    expect(size).toBe(data.length);
    const dark = data.flat().filter(Boolean).length;
    expect(path.match(/M/g)?.length).toBe(dark);
    // the quiet zone stays light: no square starts in the first two rows or columns
    expect(path).not.toMatch(/M[01] /);
    expect(path).not.toMatch(/M\d+ [01]h/);
  });
});
