import { STRIP_COUNTS } from './machine';

/** Lays each reel's symbols out round-robin (rarest last in each pass), so equal symbols are spread apart. */
export function layOut(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  while (left.some((n) => n > 0)) {
    for (let s = 0; s < left.length; s++) {
      if ((left[s] ?? 0) > 0) {
        strip.push(s);
        left[s]! -= 1;
      }
    }
  }
  return strip;
}

export const STRIPS: readonly (readonly number[])[] = STRIP_COUNTS.map(layOut);
