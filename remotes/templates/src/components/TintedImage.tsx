import { css, type Theme } from '@emotion/react';

/**
 * A promotion image recoloured to the template's primary hue (mix-blend: color), so banners match the brand.
 * `priority`: the image is likely the page's largest paint (a home banner's visible slide), so it is fetched at
 * once and first rather than lazily (a lazy image waits for layout, and Chromium starts it late: issue 16).
 */
export function TintedImage({
  src,
  fill = false,
  priority = false,
}: {
  src: string;
  fill?: boolean;
  priority?: boolean;
}) {
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
      {priority ? (
        <img src={src} alt="" loading="eager" fetchPriority="high" />
      ) : (
        <img src={src} alt="" loading="lazy" />
      )}
    </span>
  );
}
