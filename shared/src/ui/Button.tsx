import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from './styles';

export type ButtonVariant = 'primary' | 'ghost' | 'link';

const linkStyle = (t: Theme) => css`
  font: inherit;
  /* a box even as a link (LinkButton's <a>), so that the height applies */
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.25rem;
  background: none;
  border: 0;
  color: ${t.palette.text};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing(t)}
`;

/**
 * Button look shared by Button and LinkButton: `primary` (theme primary), `ghost` (outline) or `link`
 * (underlined text, for secondary actions like "Forgot password?"); every one at least 44 px high.
 */
export const buttonStyle = (t: Theme, variant: ButtonVariant) =>
  variant === 'link' ? linkStyle(t) : boxStyle(t, variant);

const boxStyle = (t: Theme, variant: ButtonVariant) => css`
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: ${t.radius};
  border: 1px solid ${variant === 'primary' ? t.palette.primary : t.palette.border};
  background: ${variant === 'primary' ? t.palette.primary : 'transparent'};
  color: ${variant === 'primary' ? t.palette.primaryText : t.palette.text};
  text-decoration: none;
  transition: filter 250ms ease-in-out;
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing(t)}
`;

export function Button({
  variant = 'primary',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} css={(t: Theme) => buttonStyle(t, variant)} />;
}
