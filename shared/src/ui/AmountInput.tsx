import { useTranslation } from '@site/shared/i18next';
import { amountInput, Field, toMinor } from '@site/shared';
import { useFormat } from './format';

/**
 * A money field: typing keeps digits and one point with two decimals; the value reaches the form as text (kept
 * exactly as typed) and as integer minor units (null when not a positive amount). The limits are shown before
 * the player breaks them.
 */
export function AmountInput({
  label,
  value,
  onValue,
  min,
  max,
  error,
  name = 'amount',
}: {
  label: string;
  value: string;
  onValue: (text: string, minor: number | null) => void;
  /** minor units */
  min?: number;
  max?: number;
  error?: string | null;
  name?: string;
}) {
  const { t } = useTranslation('ui');
  const f = useFormat();
  const hint =
    min !== undefined && max !== undefined
      ? t('amountRange', { min: f.money(min), max: f.money(max) })
      : undefined;
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      filter={amountInput}
      onValue={(text) => onValue(text, toMinor(text))}
      hint={hint}
      error={error}
    />
  );
}
