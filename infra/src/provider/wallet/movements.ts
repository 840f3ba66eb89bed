import type { Envelope } from '@site/shared';
import type { ProviderAnswerOf, ProviderBodyOf } from '@site/shared/contract';
import type { Db, Queryable } from '../../db/index';
import { lockWallet, post } from '../../api/domain/ledger';
import { ApiRefusal, fail, ok } from '../../api/envelope';
import { sha256 } from '../../security/tokens';
import { findGameToken, touchGameToken, type GameTokenRow } from './game-tokens';

type Movement = Envelope<ProviderAnswerOf<'/provider/v1/bet'>>;
type Kind = 'bet' | 'win' | 'rollback';

interface TxRow {
  kind: Kind;
  round_id: string;
  player_id: number;
  amount: number;
  status: 'accepted' | 'refused' | 'rolled_back';
  body_hash: string;
  answer: Movement;
}

/** The ledger reference of a provider movement: unique per player and kind (ledger_once), so it moves once. */
const ref = (provider: string, transactionId: string) => `${provider}:${transactionId}`;

async function tokenOf(q: Queryable, provider: string, token: string): Promise<GameTokenRow> {
  const t = await findGameToken(q, token, provider);
  if (!t) throw new ApiRefusal('invalidToken', 'no such game token for this provider', -401);
  return t;
}

function requireLive(t: GameTokenRow): void {
  if (!t.live) throw new ApiRefusal('sessionExpired', 'the game token or its session has ended', -401);
  if (t.status !== 'ACTIVE') throw new ApiRefusal(t.status, 'the account cannot play', -403);
}

async function findTx(q: Queryable, provider: string, id: string): Promise<TxRow | null> {
  const [row] = await q.query<TxRow>(
    `SELECT kind, round_id, player_id, amount, status, body_hash, answer FROM provider_transactions
      WHERE provider_code = $1 AND transaction_id = $2`,
    [provider, id],
  );
  return row ?? null;
}

/** A repeat of a transaction answers its first answer; the same id with other details is refused. */
function replay(tx: TxRow, kind: Kind, bodyHash: string, playerId: number): Movement {
  if (tx.kind !== kind || tx.body_hash !== bodyHash || tx.player_id !== playerId)
    throw new ApiRefusal('transactionConflict', 'this transaction_id was already used with other details');
  return tx.answer;
}

async function record(
  q: Queryable,
  provider: string,
  b: { transaction_id: string; round_id: string },
  r: {
    kind: Kind;
    playerId: number;
    amount: number;
    refTx: string | null;
    status: TxRow['status'];
    bodyHash: string;
  },
  answer: Movement,
): Promise<Movement> {
  await q.query(
    `INSERT INTO provider_transactions
       (provider_code, transaction_id, kind, round_id, player_id, amount, ref_transaction_id, status, body_hash, answer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      provider,
      b.transaction_id,
      r.kind,
      b.round_id,
      r.playerId,
      r.amount,
      r.refTx,
      r.status,
      r.bodyHash,
      JSON.stringify(answer),
    ],
  );
  return answer;
}

const moved = (t: GameTokenRow, balance: number, txId: string, ledgerId: string | null): Movement =>
  ok({ currency: t.currency, balance, transaction_id: txId, ledger_id: ledgerId });

async function lastLedgerId(q: Queryable, playerId: number): Promise<string> {
  const [row] = await q.query<{ id: number }>('SELECT max(id) AS id FROM ledger WHERE player_id = $1', [
    playerId,
  ]);
  return `L${row?.id ?? 0}`;
}

/** authenticate: the game token's player, currency and balance (the token must be live). */
export async function authenticate(
  db: Db,
  provider: string,
  b: ProviderBodyOf<'/provider/v1/authenticate'>,
): Promise<Envelope<ProviderAnswerOf<'/provider/v1/authenticate'>>> {
  const t = await tokenOf(db, provider, b.token);
  requireLive(t);
  await touchGameToken(db, b.token);
  const [w] = await db.query<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [
    t.player_id,
  ]);
  return ok({
    player_id: `P${t.player_id}`,
    currency: t.currency,
    balance: w?.balance ?? 0,
    game_code: t.game_code,
    language: t.language,
  });
}

export async function balance(
  db: Db,
  provider: string,
  b: ProviderBodyOf<'/provider/v1/balance'>,
): Promise<Envelope<ProviderAnswerOf<'/provider/v1/balance'>>> {
  const a = await authenticate(db, provider, b);
  return ok({ currency: a.value.currency, balance: a.value.balance });
}

/**
 * bet: debits the stake. Decided once per transaction_id (accepted or refused, and the answer kept). Refused when
 * the token or its session has ended, the round is closed or another player's, the balance is too low, or a
 * rollback of this transaction arrived first.
 */
export async function bet(
  db: Db,
  provider: string,
  b: ProviderBodyOf<'/provider/v1/bet'>,
): Promise<Movement> {
  const bodyHash = sha256(JSON.stringify(['bet', b.round_id, b.game_code, b.amount]));
  return db.tx(async (q) => {
    const t = await tokenOf(q, provider, b.token);
    const w = await lockWallet(q, t.player_id);
    const seen = await findTx(q, provider, b.transaction_id);
    if (seen) return replay(seen, 'bet', bodyHash, t.player_id);
    const refuse = (key: string, detail: string) =>
      record(
        q,
        provider,
        b,
        { kind: 'bet', playerId: t.player_id, amount: b.amount, refTx: null, status: 'refused', bodyHash },
        fail(key, detail),
      );
    if (!t.live) return refuse('sessionExpired', 'the game token or its session has ended');
    if (t.status !== 'ACTIVE') return refuse(t.status, 'the account cannot play');
    if (b.game_code !== t.game_code)
      return refuse('invalidToken', 'the game token was issued for another game');
    const [rolledBack] = await q.query(
      `SELECT 1 FROM provider_transactions WHERE provider_code = $1 AND kind = 'rollback' AND ref_transaction_id = $2`,
      [provider, b.transaction_id],
    );
    if (rolledBack) return refuse('transactionRolledBack', 'a rollback of this bet arrived first');
    const [round] = await q.query<{ player_id: number; status: string }>(
      'SELECT player_id, status FROM provider_rounds WHERE provider_code = $1 AND round_id = $2',
      [provider, b.round_id],
    );
    if (round && round.player_id !== t.player_id)
      return refuse('roundNotFound', 'the round belongs to another player');
    if (round?.status === 'closed') return refuse('roundClosed', 'the round is already settled');
    if (w.balance < b.amount) return refuse('insufficientBalance', 'the balance is too low');
    if (!round)
      await q.query(
        'INSERT INTO provider_rounds (provider_code, round_id, player_id, game_code) VALUES ($1, $2, $3, $4)',
        [provider, b.round_id, t.player_id, b.game_code],
      );
    const after = await post(q, t.player_id, 'bet', -b.amount, ref(provider, b.transaction_id));
    await touchGameToken(q, b.token);
    const answer = moved(t, after, b.transaction_id, await lastLedgerId(q, t.player_id));
    return record(
      q,
      provider,
      b,
      { kind: 'bet', playerId: t.player_id, amount: b.amount, refTx: null, status: 'accepted', bodyHash },
      answer,
    );
  });
}

/** The round of the token's player, locked; refused (not recorded, so it can be retried) when unknown. */
async function roundOf(q: Queryable, provider: string, roundId: string, playerId: number) {
  const [round] = await q.query<{ player_id: number; status: string }>(
    'SELECT player_id, status FROM provider_rounds WHERE provider_code = $1 AND round_id = $2 FOR UPDATE',
    [provider, roundId],
  );
  if (!round || round.player_id !== playerId)
    throw new ApiRefusal('roundNotFound', 'no bet was placed in this round');
  return round;
}

/**
 * win: credits the round's payout (0 closes a lost round without a movement) and closes the round. One win per
 * round; the round needs a bet that stands. Accepted after the session ended: a round that took a bet is settled.
 */
export async function win(
  db: Db,
  provider: string,
  b: ProviderBodyOf<'/provider/v1/win'>,
): Promise<Movement> {
  const bodyHash = sha256(JSON.stringify(['win', b.round_id, b.amount]));
  return db.tx(async (q) => {
    const t = await tokenOf(q, provider, b.token);
    const w = await lockWallet(q, t.player_id);
    const seen = await findTx(q, provider, b.transaction_id);
    if (seen) return replay(seen, 'win', bodyHash, t.player_id);
    const round = await roundOf(q, provider, b.round_id, t.player_id);
    if (round.status === 'closed') throw new ApiRefusal('roundClosed', 'the round is already settled');
    const [standing] = await q.query(
      `SELECT 1 FROM provider_transactions
        WHERE provider_code = $1 AND round_id = $2 AND kind = 'bet' AND status = 'accepted' LIMIT 1`,
      [provider, b.round_id],
    );
    if (!standing) throw new ApiRefusal('betNotFound', 'every bet of this round was refused or rolled back');
    let after = w.balance;
    let ledgerId: string | null = null;
    if (b.amount > 0) {
      after = await post(q, t.player_id, 'win', b.amount, ref(provider, b.transaction_id));
      ledgerId = await lastLedgerId(q, t.player_id);
    }
    await q.query(
      `UPDATE provider_rounds SET status = 'closed', closed_at = now() WHERE provider_code = $1 AND round_id = $2`,
      [provider, b.round_id],
    );
    const answer = moved(t, after, b.transaction_id, ledgerId);
    return record(
      q,
      provider,
      b,
      { kind: 'win', playerId: t.player_id, amount: b.amount, refTx: null, status: 'accepted', bodyHash },
      answer,
    );
  });
}

/**
 * rollback: gives a bet's stake back (`refund`) when its round has not been settled. A rollback of a bet not seen
 * yet is recorded and moves nothing, so that bet is refused when it arrives. A rollback after the win is refused.
 */
export async function rollback(
  db: Db,
  provider: string,
  b: ProviderBodyOf<'/provider/v1/rollback'>,
): Promise<Movement> {
  const bodyHash = sha256(JSON.stringify(['rollback', b.round_id, b.ref_transaction_id]));
  return db.tx(async (q) => {
    const t = await tokenOf(q, provider, b.token);
    const w = await lockWallet(q, t.player_id);
    const seen = await findTx(q, provider, b.transaction_id);
    if (seen) return replay(seen, 'rollback', bodyHash, t.player_id);
    const keep = (answer: Movement, amount = 0) =>
      record(
        q,
        provider,
        b,
        {
          kind: 'rollback',
          playerId: t.player_id,
          amount,
          refTx: b.ref_transaction_id,
          status: 'accepted',
          bodyHash,
        },
        answer,
      );
    const target = await findTx(q, provider, b.ref_transaction_id);
    if (target && (target.kind !== 'bet' || target.player_id !== t.player_id))
      throw new ApiRefusal('betNotFound', 'ref_transaction_id is not a bet of this player');
    if (target && target.round_id !== b.round_id)
      throw new ApiRefusal('invalidInput', 'round_id: the bet belongs to another round');
    const [done] = await q.query(
      `SELECT 1 FROM provider_transactions WHERE provider_code = $1 AND kind = 'rollback' AND ref_transaction_id = $2`,
      [provider, b.ref_transaction_id],
    );
    // Unseen, refused or already rolled back: nothing to give back.
    if (!target || target.status !== 'accepted' || done)
      return keep(moved(t, w.balance, b.transaction_id, null));
    const round = await roundOf(q, provider, b.round_id, t.player_id);
    if (round.status === 'closed')
      throw new ApiRefusal('roundClosed', 'the round is settled; a rollback comes too late');
    const after = await post(q, t.player_id, 'refund', target.amount, ref(provider, b.ref_transaction_id));
    await q.query(
      `UPDATE provider_transactions SET status = 'rolled_back' WHERE provider_code = $1 AND transaction_id = $2`,
      [provider, b.ref_transaction_id],
    );
    return keep(moved(t, after, b.transaction_id, await lastLedgerId(q, t.player_id)), target.amount);
  });
}
