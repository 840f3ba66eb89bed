import type { InboxItem } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { lockWallet, post } from '../domain/ledger';

interface InboxRow {
  inbox_id: number;
  title: string;
  body: string;
  amount: number;
  read_at: Date | null;
  claimed_at: Date | null;
  created_at: Date;
}

function item(r: InboxRow): InboxItem {
  return {
    inbox_id: r.inbox_id,
    title: r.title,
    body: r.body,
    created_at: new Date(r.created_at).toISOString(),
    read: Boolean(r.read_at),
    claimable: r.amount > 0 && !r.claimed_at,
    claimed: Boolean(r.claimed_at),
    amount: Number(r.amount),
  };
}

/** The player's inbox (SPEC §3: items with inbox_id), newest first, at most 100. */
export const getInbox = defineCall('/api/settings/get_inbox', {
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<InboxRow>(
      'SELECT * FROM inbox WHERE player_id = $1 ORDER BY created_at DESC, inbox_id DESC LIMIT 100',
      [player!.id],
    );
    return ok(rows.map(item));
  },
});

/**
 * Claims an inbox item: marks it read, and a bonus item credits its amount to the ledger (`bonus`, once: a
 * second claim answers `alreadyClaimed`). Answers the item.
 */
export const claimInbox = defineCall('/api/settings/claim_inbox', {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return db.tx(async (q) => {
      await lockWallet(q, me.id);
      const [row] = await q.query<InboxRow>(
        'SELECT * FROM inbox WHERE inbox_id = $1 AND player_id = $2 FOR UPDATE',
        [body.inbox_id, me.id],
      );
      if (!row) return fail('notFound', 'inbox_id: no such message');
      if (row.claimed_at) return fail('alreadyClaimed', 'inbox_id: already claimed');
      if (row.amount > 0) await post(q, me.id, 'bonus', Number(row.amount), `inbox:${row.inbox_id}`);
      const [done] = await q.query<InboxRow>(
        `UPDATE inbox SET read_at = coalesce(read_at, now()),
                claimed_at = CASE WHEN amount > 0 THEN now() ELSE claimed_at END
          WHERE inbox_id = $1 RETURNING *`,
        [row.inbox_id],
      );
      return ok(item(done as InboxRow));
    });
  },
});
