import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, sniffImage } from '../src/api/domain/site-images';
import { testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';
import { startupOf, type Refusal, type Settings } from './console-site-settings';

/**
 * A logo uploaded in the console (docs/console.md "Sites"): raster images only, recognised by their bytes, stored
 * once per content, set as the site's logo with its audit row, and served by the player server at its address.
 */
let t: TestApi;
let owner: StaffClient;

/** A real 2×1 PNG (signature, IHDR, IDAT, IEND). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.from([0, 255, 0, 0, 0, 0, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

describe('console sites: a logo uploaded as an image', () => {
  it('sets the logo to the stored image, audited; the player server serves it, cached a year, nothing to run', async () => {
    const bytes = png();
    const r = await owner.post<Settings>('/sites/slot1.localhost/logo-image', {
      slot: 'logo1',
      data: bytes.toString('base64'),
    });
    expect(r.status).toBe(200);
    expect(r.body.logo1).toMatch(/^\/images\/[0-9a-f]{64}\.png$/);
    expect((await startupOf(t, 'slot1.localhost')).value.site.logo1).toBe(r.body.logo1);
    const [row] = await auditRows(t, 'sites.logos', 'site:slot1.localhost');
    expect(row).toMatchObject({ before: { logo1: '' }, after: { logo1: r.body.logo1 } });

    const served = await t.platform.app.inject({ method: 'GET', url: r.body.logo1 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    // the same image again is the same address, one stored copy
    const again = await owner.post<Settings>('/sites/slot2.localhost/logo-image', {
      slot: 'logo2',
      data: bytes.toString('base64'),
    });
    expect(again.body.logo2).toBe(r.body.logo1);
    expect(await t.sql('SELECT 1 FROM site_images')).toHaveLength(1);
  });

  it('refuses what is not a PNG, JPEG or WebP image of at most 512 KiB, and changes nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const big = Buffer.concat([png().subarray(0, 8), Buffer.alloc(MAX_IMAGE_BYTES)]);
    for (const [data, detail] of [
      [svg.toString('base64'), 'data: a PNG, JPEG or WebP image'],
      [Buffer.from('GIF89a').toString('base64'), 'data: a PNG, JPEG or WebP image'],
      ['', 'data: an empty file'],
      ['not base64!', 'data: not base64'],
      [big.toString('base64'), `data: at most ${MAX_IMAGE_BYTES} bytes (${big.length})`],
    ] as const) {
      const r = await owner.post<Refusal>('/sites/slot3.localhost/logo-image', { slot: 'logo1', data });
      expect(r.status, detail).toBe(400);
      expect(r.body.detail).toBe(detail);
    }
    expect(
      (await owner.post<Refusal>('/sites/slot3.localhost/logo-image', { slot: 'logo9', data: '' })).status,
    ).toBe(400);
    expect(await auditRows(t, 'sites.logos', 'site:slot3.localhost')).toHaveLength(0);
    expect((await startupOf(t, 'slot3.localhost')).value.site.logo1).toBe('');
  });

  it('an unknown image, or one asked for under another type, is 404', async () => {
    for (const url of [`/images/${'0'.repeat(64)}.png`, '/images/../package.json', '/images/abc.png']) {
      const res = await t.platform.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const [{ sha256 } = { sha256: '' }] = await t.sql<{ sha256: string }>(
      'SELECT sha256 FROM site_images LIMIT 1',
    );
    if (sha256)
      expect((await t.platform.app.inject({ method: 'GET', url: `/images/${sha256}.jpg` })).statusCode).toBe(
        404,
      );
  });

  it('knows the three formats by their first bytes', () => {
    expect(sniffImage(png())).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
  });

  it('only staff who may change sites may upload', async () => {
    const support = await staffClient(t, 'support');
    const r = await support.post<Refusal>('/sites/slot1.localhost/logo-image', {
      slot: 'logo1',
      data: png().toString('base64'),
    });
    expect(r.status).toBe(403);
  });
});
