import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index';

/**
 * Images an operator uploads for a site (its logos; docs/console.md "Sites"): raster only — PNG, JPEG or WebP,
 * recognised by their first bytes, not by the name or type a browser claims — up to `MAX_IMAGE_BYTES`. No SVG: an
 * SVG is a document that can carry script, and one opened at its own address would run it in the site's origin.
 * Stored by the SHA-256 of their bytes (`site_images`) and served at `/images/<sha256>.<ext>`.
 */
export const MAX_IMAGE_BYTES = 512 * 1024;

export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

const EXT_TYPES: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The address an image is served at (also what a logo field holds). */
export const IMAGE_PATH = /^\/images\/([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The image type of these bytes by their signature, or null (not PNG, JPEG or WebP). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => bytes[i + k] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

export type ImageRefusal = { field: 'data'; reason: string };

/**
 * Checks an upload (base64 of the file's bytes): not empty, within the size, one of the three types. Answers the
 * bytes and their type, or why not.
 */
export function checkImage(
  base64: string,
): { ok: true; bytes: Buffer; type: ImageType } | { ok: false; refusal: ImageRefusal } {
  const refuse = (reason: string) => ({ ok: false as const, refusal: { field: 'data' as const, reason } });
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return refuse('not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) return refuse('an empty file');
  if (bytes.length > MAX_IMAGE_BYTES) return refuse(`at most ${MAX_IMAGE_BYTES} bytes (${bytes.length})`);
  const type = sniffImage(bytes);
  if (!type) return refuse('a PNG, JPEG or WebP image');
  return { ok: true, bytes, type };
}

/** Stores an image (once per content) and answers its path. */
export async function storeImage(q: Queryable, bytes: Buffer, type: ImageType): Promise<string> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  await q.query(
    'INSERT INTO site_images (sha256, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING',
    [sha, type, bytes],
  );
  return `/images/${sha}.${IMAGE_TYPES[type]}`;
}

/** The image at a path (`/images/<sha256>.<ext>`), or null: an unknown one, or an extension that is not its type. */
export async function readImage(
  q: Queryable,
  pathname: string,
): Promise<{ type: ImageType; bytes: Buffer } | null> {
  const m = IMAGE_PATH.exec(pathname);
  if (!m) return null;
  const [row] = await q.query<{ content_type: ImageType; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM site_images WHERE sha256 = $1',
    [m[1]],
  );
  if (!row || EXT_TYPES[m[2]!] !== row.content_type) return null;
  return { type: row.content_type, bytes: Buffer.from(row.bytes) };
}
