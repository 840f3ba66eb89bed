import { useEffect, useId, useState } from 'react';
import { useWorded, type Wording, type Words } from '@site/shared/ui';

/**
 * Moves focus to the first field of `form` marked `aria-invalid="true"` (document order, so the top one).
 * Answers whether it found one; a refusal that names no field leaves focus where it is (its `role="alert"`
 * message is announced).
 */
export function focusFirstInvalid(form: ParentNode | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  return true;
}

/**
 * A form's errors, kept as how to word them (the kit's `useWorded`), plus the focus rule of a refused submit:
 * each time errors are set (not cleared), focus moves to the first invalid field once they are drawn — a
 * keyboard or screen-reader player lands on what to fix instead of staying on the submit button.
 * Returns the errors as they read now, their setter (null clears them) and the id to give the `<Form>`.
 *
 *     const [errors, setErrors, formId] = useFormErrors<Errors>(words);
 *     <Form id={formId} …>
 */
export function useFormErrors<T>(words: Words) {
  const formId = useId();
  const [now, setWording] = useWorded<T>(words);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) focusFirstInvalid(document.getElementById(formId));
  }, [refusals, formId]);
  const set = (next: Wording<T> | null) => {
    setWording(next);
    if (next) setRefusals((n) => n + 1);
  };
  return [now, set, formId] as const;
}
