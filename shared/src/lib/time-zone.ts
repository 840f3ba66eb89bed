/**
 * The player's time zone (IANA name) as the browser reports it, for the `tz` of the history calls: a day the
 * player picks is that day where the player is (contract 17.6.0). `UTC` when the browser names none.
 */
export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
