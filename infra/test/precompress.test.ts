import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { precompress, sendFile } from '../src/http/static';

/** Issue 16.5: files are compressed where they are written (publish, server start), never per request. */
const big = `export const text = ${JSON.stringify('casino '.repeat(400))};\n`;

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  writeFileSync(path.join(dir, 'app.js'), big);
  writeFileSync(path.join(dir, 'small.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
  return dir;
}

async function get(dir: string, file: string, encoding: string) {
  const app = Fastify();
  app.get('/*', (req, reply) => {
    if (!sendFile(reply, path.join(dir, file))) return reply.code(404).send();
    return reply;
  });
  const res = await app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': encoding } });
  await app.close();
  return res;
}

describe('precompress', () => {
  it('writes brotli and gzip copies of compressible files over 1 KB, once', () => {
    const dir = folder();
    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(big);
    expect(existsSync(path.join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(precompress(dir)).toBe(0);
  });

  it('serves the precompressed copy for the encoding asked for', async () => {
    const dir = folder();
    precompress(dir);
    const br = await get(dir, 'app.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(dir, 'app.js.br')))).toBe(true);
    const gz = await get(dir, 'app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(path.join(dir, 'app.js.gz')))).toBe(true);
    const plain = await get(dir, 'app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('a file changed after its copy was written is served from the file, never from the stale copy', async () => {
    const dir = folder();
    precompress(dir);
    const changed = big.replace('casino', 'sports');
    writeFileSync(path.join(dir, 'app.js'), changed);
    const later = new Date(statSync(path.join(dir, 'app.js.br')).mtimeMs + 5_000);
    utimesSync(path.join(dir, 'app.js'), later, later);
    const res = await get(dir, 'app.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(changed);
    // the next precompress brings the copy up to date
    expect(precompress(dir)).toBe(2);
  });
});

describe('publishing a remote', () => {
  it('writes the brotli and gzip copies with the build, outside its integrity list', async () => {
    const { copyBuild } = await import('../src/registry/index');
    const remote = mkdtempSync(path.join(tmpdir(), 'remote-'));
    const dist = path.join(remote, 'dist');
    mkdirSync(dist);
    writeFileSync(
      path.join(remote, 'package.json'),
      JSON.stringify({
        name: '@site/lobbyx',
        version: '1.0.0',
        site: { routes: [{ path: '/slots', module: './LobbyPage', auth: false }] },
      }),
    );
    writeFileSync(path.join(dist, 'site.json'), JSON.stringify({ contract: '^15.0.0' }));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), big);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    copyBuild(dataDir, remote);
    const target = path.join(dataDir, 'cdn/lobbyx/1.0.0');
    expect(brotliDecompressSync(readFileSync(path.join(target, 'remoteEntry.js.br'))).toString()).toBe(big);
    expect(existsSync(path.join(target, 'remoteEntry.js.gz'))).toBe(true);
    const list = JSON.parse(readFileSync(path.join(target, 'integrity.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(list).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'site.json']);
  });
});
