/**
 * The parts `@site/shared` itself exports (shell and code written before the kit). New pages import the whole
 * kit from `@site/shared/ui` (./kit.ts), which re-exports these.
 */
export { Button, buttonStyle, type ButtonVariant } from './Button';
export { Field, type FieldProps } from './Field';
export { Pagination, type PaginationProps } from './Pagination';
export { SiteLink, type SiteLinkProps } from './SiteLink';
