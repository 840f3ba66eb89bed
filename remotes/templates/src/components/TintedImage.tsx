import { css, type Theme } from '@emotion/react';

/** A promotion image recoloured to the template's primary hue (mix-blend: color), so banners match the brand. */
export function TintedImage({ src, fill = false }: { src: string; fill?: boolean }) {
  return (
    <span
      css={(t: Theme) => css`
        position: relative;
        display: block;
        ${fill ? 'height: 100%;' : ''}
        &::after {
          content: '';
          position: absolute;
          inset: 0;
          background: ${t.palette.primary};
          mix-blend-mode: color;
          opacity: 0.75;
        }
        img {
          display: block;
          width: 100%;
          height: 100%;
          object-fit: cover;
        }
      `}
    >
      <img src={src} alt="" loading="lazy" />
    </span>
  );
}
