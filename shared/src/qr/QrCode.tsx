import { css } from '@emotion/react';
import { useMemo } from 'react';
import { qrPath } from './index';

/**
 * A QR code of `text` as an SVG drawn from uqr's modules, made in the page (the text never goes to a QR
 * service). Dark on light whatever the skin — phones read it only so — hence the literal colours.
 */
export function QrCode({
  text,
  label,
  testId,
  px = 184,
}: {
  text: string;
  label: string;
  testId?: string;
  px?: number;
}) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      css={css`
        width: ${px}px;
        height: ${px}px;
        background: #fff;
        border-radius: 4px;
      `}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
