import { BET_TYPES } from '@site/shared';
import type { Queryable } from '../index';
import { applyMoves, hoursAgo, paymentRequest, type Move } from './money';
import { betSelections } from './bet-picks';

export const DEMO_PLAYER = { account_id: 'demo1', password: 'Demo#2026' };

/** Other players of every site (same demo password), so top-10, leaderboard and referral have content. */
const OTHERS: {
  account_id: string;
  full_name: string;
  deposit: number;
  bets: number;
  win: number;
  referred: boolean;
}[] = [
  {
    account_id: 'lucky88',
    full_name: 'Lucky Reyes',
    deposit: 2_000_000,
    bets: 6,
    win: 1_850_000,
    referred: true,
  },
  {
    account_id: 'jackpot7',
    full_name: 'Maria Santos',
    deposit: 1_000_000,
    bets: 4,
    win: 960_000,
    referred: true,
  },
  {
    account_id: 'spinking',
    full_name: 'Jose Cruz',
    deposit: 500_000,
    bets: 5,
    win: 420_000,
    referred: false,
  },
  { account_id: 'bigwin23', full_name: 'Ana Lim', deposit: 300_000, bets: 3, win: 150_000, referred: false },
];

async function insertPlayer(
  q: Queryable,
  siteId: number,
  p: { account_id: string; full_name: string; phone: string; referral: string; referrer: string },
  passwordHash: string,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO players (site_id, account_id, password_hash, full_name, contact_email, contact_phone, referral_code, referrer_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - interval '30 days') RETURNING id`,
    [
      siteId,
      p.account_id,
      passwordHash,
      p.full_name,
      `${p.account_id}@example.com`,
      p.phone,
      p.referral,
      p.referrer,
    ],
  );
  return (row as { id: number }).id;
}

async function insertBank(q: Queryable, playerId: number, name: string): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (player_id, bank_name, account_name, account_number) VALUES ($1, 'BDO', $2, '001234567890') RETURNING id`,
    [playerId, name],
  );
  return (row as { id: number }).id;
}

/** demo1: two deposits, a settled withdrawal, a bet of every type of SPEC §9 (won, lost or open), a bonus. */
async function demoHistory(q: Queryable, playerId: number, now: number): Promise<Move[]> {
  const bank = await insertBank(q, playerId, 'Demo Player');
  const moves: Move[] = [];
  for (const [h, amount] of [
    [200, 500_000],
    [180, 300_000],
  ] as const) {
    const id = await paymentRequest(q, playerId, 'deposit', amount, hoursAgo(now, h));
    moves.push({ at: hoursAgo(now, h - 0.3), kind: 'deposit', amount, ref: `pay:${id}` });
  }
  for (const [i, type] of [...BET_TYPES.entries()].reverse()) {
    const stake = 10_000 + i * 500;
    const odds = 1.5 + (i % 7) * 0.25;
    const status = i % 3 === 0 ? 'won' : i % 3 === 1 ? 'lost' : 'open';
    const potential = Math.floor(stake * odds);
    const at = hoursAgo(now, i * 5 + 1);
    const [bet] = await q.query<{ id: number }>(
      `INSERT INTO bets (player_id, bet_type, stake, odds, status, payout, potential_payout, placed_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        playerId,
        type,
        stake,
        odds,
        status,
        status === 'won' ? potential : 0,
        potential,
        at,
        status === 'open' ? null : at,
      ],
    );
    const id = (bet as { id: number }).id;
    moves.push({ at, kind: 'bet', amount: -stake, ref: `bet:${id}` });
    if (status === 'won')
      moves.push({ at: new Date(at.getTime() + 60_000), kind: 'win', amount: potential, ref: `bet:${id}` });
    await betSelections(q, id, i, type);
  }
  const w = await paymentRequest(q, playerId, 'withdrawal', 100_000, hoursAgo(now, 30), {
    bankAccountId: bank,
  });
  moves.push({
    at: hoursAgo(now, 30),
    kind: 'withdrawal_hold',
    amount: -100_000,
    ref: `pay:${w}`,
    held: 100_000,
  });
  moves.push({ at: hoursAgo(now, 29.6), kind: 'settle', amount: 0, ref: `pay:${w}`, held: -100_000 });
  // a welcome bonus the operator granted (its ledger reference as the console's bonuses write it)
  moves.push({ at: hoursAgo(now, 20), kind: 'bonus', amount: 10_000, ref: 'console-bonus:welcome' });
  return moves;
}

/** Another player: a deposit, a few lost bets and a big win, then an approved withdrawal of most of it. */
async function otherHistory(
  q: Queryable,
  playerId: number,
  o: (typeof OTHERS)[number],
  k: number,
  now: number,
) {
  const bank = await insertBank(q, playerId, o.full_name);
  const dep = await paymentRequest(q, playerId, 'deposit', o.deposit, hoursAgo(now, 60 + k));
  const moves: Move[] = [
    { at: hoursAgo(now, 59 + k), kind: 'deposit', amount: o.deposit, ref: `pay:${dep}` },
  ];
  const stake = Math.floor(o.deposit / (o.bets + 1));
  for (let b = 0; b < o.bets; b++) {
    const at = hoursAgo(now, 50 - b * 5 + k);
    const won = b === o.bets - 1;
    const [bet] = await q.query<{ id: number }>(
      `INSERT INTO bets (player_id, bet_type, stake, odds, status, payout, potential_payout, placed_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [
        playerId,
        BET_TYPES[(b + k) % BET_TYPES.length],
        stake,
        o.win / stake,
        won ? 'won' : 'lost',
        won ? o.win : 0,
        o.win,
        at,
      ],
    );
    const id = (bet as { id: number }).id;
    await betSelections(q, id, b + k, BET_TYPES[(b + k) % BET_TYPES.length] as string);
    moves.push({ at, kind: 'bet', amount: -stake, ref: `bet:${id}` });
    if (won)
      moves.push({ at: new Date(at.getTime() + 60_000), kind: 'win', amount: o.win, ref: `bet:${id}` });
  }
  const out = Math.floor(o.win / 2);
  const w = await paymentRequest(q, playerId, 'withdrawal', out, hoursAgo(now, 10 - k), {
    bankAccountId: bank,
  });
  moves.push({
    at: hoursAgo(now, 10 - k),
    kind: 'withdrawal_hold',
    amount: -out,
    ref: `pay:${w}`,
    held: out,
  });
  moves.push({ at: hoursAgo(now, 9.5 - k), kind: 'settle', amount: 0, ref: `pay:${w}`, held: -out });
  await applyMoves(q, playerId, moves);
}

/** demo1 (with favourites, inbox and a full history) and the other players of a site. */
export async function seedPlayers(q: Queryable, siteId: number, passwordHash: string): Promise<void> {
  const now = Date.now();
  const demoId = await insertPlayer(
    q,
    siteId,
    {
      account_id: DEMO_PLAYER.account_id,
      full_name: 'Demo Player',
      phone: '639170000001',
      referral: 'DEMO1REF',
      referrer: '',
    },
    passwordHash,
  );
  await applyMoves(q, demoId, await demoHistory(q, demoId, now));
  await q.query(
    `INSERT INTO favourites (player_id, game_code) SELECT $1, game_code FROM games WHERE category = 'slot_game' ORDER BY popularity DESC LIMIT 4`,
    [demoId],
  );
  await q.query(
    `INSERT INTO recent_games (player_id, game_code, played_at)
     SELECT $1, game_code, now() - (row_number() OVER (ORDER BY popularity DESC) || ' hours')::interval
       FROM games WHERE is_hot ORDER BY popularity DESC LIMIT 6`,
    [demoId],
  );
  for (const [t, amount] of [
    ['Welcome to the site', 0],
    ['Your weekly bonus', 5_000],
    ['Security tip', 0],
  ] as const) {
    await q.query('INSERT INTO inbox (player_id, title, body, amount) VALUES ($1,$2,$3,$4)', [
      demoId,
      t,
      `${t}. Enjoy playing responsibly.`,
      amount,
    ]);
  }
  for (const [k, o] of OTHERS.entries()) {
    const id = await insertPlayer(
      q,
      siteId,
      {
        account_id: o.account_id,
        full_name: o.full_name,
        phone: `63917000010${k}`,
        referral: `${o.account_id.toUpperCase().slice(0, 6)}R${k}`,
        referrer: o.referred ? 'DEMO1REF' : '',
      },
      passwordHash,
    );
    await otherHistory(q, id, o, k, now);
  }
}
