/**
 * An instant as the value of a `datetime-local` input (the staff member's time zone, to the minute) and back to an
 * ISO instant: the console's date fields (a promotion's period, a news article's publication, a maintenance window).
 * An unreadable value comes back as typed, so the server refuses it at its field.
 */
export const toLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export const fromLocal = (local: string): string | null => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};
