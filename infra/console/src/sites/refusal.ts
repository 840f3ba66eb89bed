import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../api';
import { useErrorText } from '../ui';

/**
 * The field a refusal names: the console API's detail starts with it (`theme_color: …`, `scripts.1.script: …`,
 * docs/console.md "Conventions"); null for a refusal about no field.
 */
export function refusalField(error: unknown): string | null {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) return null;
  return /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*):/.exec(error.detail)?.[1] ?? null;
}

export interface Refusal {
  /** the field it names (`logo1`), or null */
  field: string | null;
  /** what to show, in the staff member's language */
  text: string;
}

/**
 * `(error) → {field, text}`: a refusal naming a field reads that field's rule from the section's messages
 * (`rule.<field>`, or `rule.<first part>` for `scripts.1.script`); any other reads its code's message.
 */
export function useRefusal(ns: string) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText([ns]);
  return useCallback(
    (error: unknown): Refusal => {
      const field = refusalField(error);
      const rule = field
        ? t(`rule.${field}`, { defaultValue: '' }) || t(`rule.${field.split('.')[0]}`, { defaultValue: '' })
        : '';
      return { field, text: rule || errorText(error) };
    },
    [t, errorText],
  );
}

/** The error to show at a field: the refusal's text when it names that field (or a part of it). */
export function atField(refusal: Refusal | null, ...fields: string[]): string | null {
  if (!refusal?.field) return null;
  return fields.some((f) => refusal.field === f || refusal.field!.startsWith(`${f}.`)) ? refusal.text : null;
}

/** The form-level error: the refusal's text when it names none of the form's fields. */
export function atForm(refusal: Refusal | null, fields: readonly string[]): string | null {
  if (!refusal) return null;
  return refusal.field && fields.some((f) => refusal.field === f || refusal.field!.startsWith(`${f}.`))
    ? null
    : refusal.text;
}
