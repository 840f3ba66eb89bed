import type { Queryable } from '../../db/index';

/** A message to a player: a TAC code today; the notifier decides how it travels. */
export interface Notification {
  siteId: number;
  accountId: string;
  channel: 'sms' | 'email';
  /** phone number or e-mail address */
  destination: string;
  purpose: string;
  body: string;
}

/**
 * Delivery of TAC codes and notices. The embedded default writes each message to the `outbox` table in the
 * caller's transaction (the transactional-outbox pattern): a relay worker sends rows to an SMS or e-mail
 * gateway, and in development `npm run tac -- <account_id>` prints the latest code. Nothing reads the outbox
 * over HTTP in production.
 */
export interface Notifier {
  send(q: Queryable, message: Notification): Promise<void>;
}

export const outboxNotifier: Notifier = {
  async send(q, m) {
    await q.query(
      'INSERT INTO outbox (site_id, account_id, channel, destination, purpose, body) VALUES ($1, $2, $3, $4, $5, $6)',
      [m.siteId, m.accountId, m.channel, m.destination, m.purpose, m.body],
    );
  },
};

let current: Notifier = outboxNotifier;

export function notifier(): Notifier {
  return current;
}

/** Replaces the notifier (an SMS gateway adapter, or a spy in tests); returns the previous one. */
export function setNotifier(next: Notifier): Notifier {
  const previous = current;
  current = next;
  return previous;
}
