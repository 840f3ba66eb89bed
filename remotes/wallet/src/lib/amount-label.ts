import type { Words } from '@site/shared/ui';

/** The money forms' amount label with the site's currency, worded with the tools of a render ("Amount (PHP)"). */
export function amountLabel(w: Pick<Words, 't' | 'f'>): string {
  return w.t('amount', { currency: w.f.currency });
}
