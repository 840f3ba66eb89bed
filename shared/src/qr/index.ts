import { encode } from 'uqr';

/**
 * A QR code as one SVG path (dark modules as 1×1 squares) and its side in modules, quiet zone included. Made
 * here by uqr (pure JS), so the link never leaves the page for a third-party QR service.
 */
export function qrPath(text: string, border = 2): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

export { QrCode } from './QrCode';
