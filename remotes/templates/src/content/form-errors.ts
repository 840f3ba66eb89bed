import { useCallback, useState } from 'react';
import { answerField, answerOf } from '@site/shared';
import { useAnswerText, useSchemaErrors, type Checkable } from '@site/shared/ui';

export type Errors = Partial<Record<string, string>>;

/**
 * A content form's errors: `check` runs the server's own request schema on the client (same rules), `refused`
 * puts a server refusal at the field its statusDetail names (else above the actions), in the player's language.
 */
export function useFormErrors(labels: Readonly<Record<string, string>>) {
  const [errors, setErrors] = useState<Errors>({});
  const schemaErrors = useSchemaErrors();
  const answerText = useAnswerText(['templates']);
  const check = useCallback(
    (schema: Checkable, values: Record<string, unknown>) => {
      const found = schemaErrors(schema, values, labels);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    [schemaErrors, labels],
  );
  const refused = useCallback(
    (e: unknown) => {
      const answer = answerOf(e);
      const { text } = answerText(answer, labels);
      const named = answerField(answer.statusDetail);
      setErrors(named && named in labels ? { [named]: text } : { form: text });
    },
    [answerText, labels],
  );
  return { errors, check, refused };
}
