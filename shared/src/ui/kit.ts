/**
 * `@site/shared/ui`: the UI kit every page is built from, themed only by the Emotion theme tokens
 * (docs/architecture.md "UI kit"). Not a federation singleton: the parts hold no state of their own, so each
 * remote bundles only the parts it imports.
 *
 * Rule for kit files: anything with state (stores, i18n instance, api) or already in the singleton is imported
 * from '@site/shared' — never by a relative path, which would bundle a second copy into the remote.
 */
export {
  Button,
  buttonStyle,
  Field,
  Pagination,
  SiteLink,
  type ButtonVariant,
  type FieldProps,
  type PaginationProps,
  type SiteLinkProps,
} from '@site/shared';
export { LinkButton } from './LinkButton';
export { AmountInput } from './AmountInput';
export { DateRangePicker } from './DateRangePicker';
export { Form, FormError, useAnswerText } from './Form';
export { useSchemaErrors, type Checkable } from './schema-errors';
export { useWords, useWorded, type Words, type Wording } from './worded';
export { useOneAtATime } from './once';
export { useFocusTrap, tabStops } from './focus-trap';
export { Page, type PageProps } from './Page';
export { Stack, type StackProps } from './Stack';
export { Card, type CardProps } from './Card';
export { Heading } from './Heading';
export { Skeleton } from './Skeleton';
export { EmptyState } from './EmptyState';
export { Badge, type BadgeTone } from './Badge';
export { Tabs, type Tab } from './Tabs';
export { DataTable, type Column } from './DataTable';
export { ProgressBar } from './ProgressBar';
export { formatDate, useFormat } from './format';
export { focusRing, inputStyle, phone, visuallyHidden } from './styles';
