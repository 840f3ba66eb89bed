/** Colour maths for WCAG AA: parse the palette's hsl()/hex colours, measure contrast, nudge lightness. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function parseColor(c: string): Hsl {
  const m = /hsla?\(\s*([\d.]+)[\s,]+([\d.]+)%[\s,]+([\d.]+)%/.exec(c);
  if (m) return { h: Number(m[1]), s: Number(m[2]), l: Number(m[3]) };
  const hex = c.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex.padEnd(6, '0');
  const n = parseInt(full.slice(0, 6), 16);
  return rgbToHsl([(n >> 16) & 255, (n >> 8) & 255, n & 255]);
}

function rgbToHsl([r, g, b]: [number, number, number]): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: (h * 60 + 360) % 360, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const S = s / 100;
  const L = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = S * Math.min(L, 1 - L);
  const f = (n: number) => L - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

export const hsl = ({ h, s, l }: Hsl) =>
  `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l * 10) / 10}%)`;

export function luminance(c: string): number {
  const ch = hslToRgb(parseColor(c)).map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
}

export function contrast(a: string, b: string): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Moves `fg`'s lightness away from the backgrounds until it reaches `min` contrast on every one of them. */
export function ensureContrast(fg: string, bgs: string[], min = 4.6): string {
  const base = parseColor(fg);
  const darkBg = bgs.every((b) => luminance(b) < 0.2);
  const step = darkBg ? 1 : -1;
  for (let l = base.l; l >= 0 && l <= 100; l += step) {
    const c = hsl({ ...base, l });
    if (bgs.every((b) => contrast(c, b) >= min)) return c;
  }
  return darkBg ? '#ffffff' : '#000000';
}

/** A colour with a different lightness (for gradients and tints). */
export function withLightness(c: string, l: number, s?: number): string {
  const base = parseColor(c);
  return hsl({ ...base, l, s: s ?? base.s });
}

export function alpha(c: string, a: number): string {
  const [r, g, b] = hslToRgb(parseColor(c)).map(Math.round);
  return `rgb(${r} ${g} ${b} / ${a})`;
}
