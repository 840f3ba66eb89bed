import type { Theme } from '@emotion/react';
import { buttonStyle, SiteLink, type ButtonVariant, type SiteLinkProps } from '@site/shared';

/**
 * A link that looks like a button (the next step of an empty state, "Deposit" in a header). Goes through
 * SiteLink: a route this site does not serve is not drawn as a control.
 */
export function LinkButton({ variant = 'primary', ...props }: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink hideMissing {...props} css={(t: Theme) => buttonStyle(t, variant)} />;
}
