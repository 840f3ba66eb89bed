import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { lockWallet } from '../domain/ledger';
import type { Queryable } from '../../db/index';

const MAX_BANK_ACCOUNTS = 3;

/** Bank accounts of a player; the number is masked but for its last four digits. */
async function list(q: Queryable, playerId: number) {
  const rows = await q.query<{
    id: number;
    bank_name: string;
    account_name: string;
    account_number: string;
    created_at: Date;
  }>(
    'SELECT id, bank_name, account_name, account_number, created_at FROM bank_accounts WHERE player_id = $1 AND removed_at IS NULL ORDER BY id',
    [playerId],
  );
  return rows.map((r) => ({
    bank_account_id: r.id,
    bank_name: r.bank_name,
    account_name: r.account_name,
    account_number: `${'*'.repeat(Math.max(0, r.account_number.length - 4))}${r.account_number.slice(-4)}`,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export const banks = defineCall(DESIGNED_CALLS.banks, {
  auth: true,
  async handle({ db, player }) {
    return ok(await list(db, player!.id));
  },
});

export const bankAdd = defineCall(DESIGNED_CALLS.bankAdd, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return db.tx(async (q) => {
      await lockWallet(q, me.id); // serialises this player's bank changes with withdrawals
      const current = await q.query<{ account_number: string }>(
        'SELECT account_number FROM bank_accounts WHERE player_id = $1 AND removed_at IS NULL',
        [me.id],
      );
      if (current.some((c) => c.account_number === body.account_number))
        return fail('bankAccountExists', 'account_number: already registered');
      if (current.length >= MAX_BANK_ACCOUNTS)
        return fail('tooManyBankAccounts', `at most ${MAX_BANK_ACCOUNTS} bank accounts`);
      await q.query(
        'INSERT INTO bank_accounts (player_id, bank_name, account_name, account_number) VALUES ($1, $2, $3, $4)',
        [me.id, body.bank_name.trim(), body.account_name, body.account_number],
      );
      return ok(await list(q, me.id));
    });
  },
});

export const bankRemove = defineCall(DESIGNED_CALLS.bankRemove, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return db.tx(async (q) => {
      await lockWallet(q, me.id);
      const busy = await q.query(
        `SELECT 1 FROM payment_requests WHERE player_id = $1 AND bank_account_id = $2 AND status = 'pending'`,
        [me.id, body.bank_account_id],
      );
      if (busy.length > 0) return fail('bankAccountInUse', 'bank_account_id: a pending withdrawal uses it');
      const gone = await q.query(
        'UPDATE bank_accounts SET removed_at = now() WHERE id = $1 AND player_id = $2 AND removed_at IS NULL RETURNING 1',
        [body.bank_account_id, me.id],
      );
      if (gone.length === 0) return fail('notFound', 'bank_account_id: not one of your bank accounts');
      return ok(await list(q, me.id));
    });
  },
});
