// The QR drawing lives in @site/shared/qr (the templates remote's /download uses it too).
export { qrPath } from '@site/shared/qr';
