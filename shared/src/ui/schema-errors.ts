import { useCallback } from 'react';
import { useTranslation } from '@site/shared/i18next';

/** What a form needs of a zod schema (the request schemas of `@site/shared/contract`). */
export interface Checkable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/**
 * Client-side validation with the server's own request schema: `(schema, values, labels) → { field: text }`.
 * An empty field reads "required"; any other rule the schema refuses reads "Please check <label>." — the same
 * words the server's `invalidInput` refusal gets, so both sides say one thing.
 */
export function useSchemaErrors() {
  const { t } = useTranslation(['errors', 'validation']);
  return useCallback(
    (schema: Checkable, values: Record<string, unknown>, labels: Readonly<Record<string, string>>) => {
      const errors: Record<string, string> = {};
      for (const [field, value] of Object.entries(values))
        if (field in labels && (value === '' || value === null)) errors[field] = t('validation:required');
      const result = schema.safeParse(values);
      if (!result.success)
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field in labels && !errors[field])
            errors[field] = t('errors:checkField', { field: labels[field] });
        }
      return errors;
    },
    [t],
  );
}
