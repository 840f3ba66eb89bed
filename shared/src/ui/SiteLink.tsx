import { Link, type LinkProps } from '@site/shared/router';
import { useRouteServed } from '../stores/layout';

export interface SiteLinkProps extends LinkProps {
  /** When the target is not a live route of this site: render nothing (default: the content as plain text). */
  hideMissing?: boolean;
}

/**
 * A router link that only links to pages that exist on this site. A route whose remote is disabled, refused or
 * not built yet is not a link (no click into a 404): its content stays as text, or disappears with hideMissing.
 */
export function SiteLink({ hideMissing = false, ...props }: SiteLinkProps) {
  const served = useRouteServed();
  const to = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '');
  if (served(to)) return <Link {...props} />;
  if (hideMissing) return null;
  return (
    <span className={props.className} style={props.style} data-unserved-link={to}>
      {props.children as React.ReactNode}
    </span>
  );
}
