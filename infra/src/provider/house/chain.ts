import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index';
import { sha256 } from '../../security/tokens';

/** Rounds per chain; a new chain (and terminating hash) is committed when one runs out. */
export const CHAIN_LENGTH = 10_000;

/** s_{i-1} = SHA-256(s_i) over hex text, as @site/shared's fair.ts verifies. */
function seedAt(top: string, length: number, index: number): string {
  let h = top;
  for (let i = length; i > index; i--) h = sha256(h);
  return h;
}

/** Commits a new chain for a game: a secret top seed, and the terminating hash anyone may see before play. */
export async function commitChain(db: Db, gameCode: string, length = CHAIN_LENGTH): Promise<string> {
  const top = randomBytes(32).toString('hex');
  const terminating = seedAt(top, length, 0);
  await db.query(
    'INSERT INTO house_chains (game_code, salt, top_seed, length, terminating_hash) VALUES ($1, $1, $2, $3, $4)',
    [gameCode, top, length, terminating],
  );
  return terminating;
}

/** The published commitment of the game's current chain (committing one first when none is left). */
export async function currentChain(
  db: Db,
  gameCode: string,
): Promise<{ terminating_hash: string; salt: string; next_index: number }> {
  const find = () =>
    db.query<{ terminating_hash: string; salt: string; next_index: number }>(
      `SELECT terminating_hash, salt, next_index FROM house_chains
        WHERE game_code = $1 AND next_index <= length ORDER BY id LIMIT 1`,
      [gameCode],
    );
  const [row] = await find();
  if (row) return row;
  await commitChain(db, gameCode);
  return (await find())[0]!;
}

/** Takes the next unplayed seed of the game's chain, once (the UPDATE claims the index). */
export async function nextSeed(
  db: Db,
  gameCode: string,
): Promise<{ chainId: number; index: number; seed: string; salt: string; terminatingHash: string }> {
  await currentChain(db, gameCode);
  const [row] = await db.query<{
    id: number;
    idx: number;
    top_seed: string;
    length: number;
    salt: string;
    terminating_hash: string;
  }>(
    `UPDATE house_chains SET next_index = next_index + 1
      WHERE id = (SELECT id FROM house_chains WHERE game_code = $1 AND next_index <= length ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING id, next_index - 1 AS idx, top_seed, length, salt, terminating_hash`,
    [gameCode],
  );
  if (!row) throw new Error(`no chain left for ${gameCode}`);
  return {
    chainId: row.id,
    index: row.idx,
    seed: seedAt(row.top_seed, row.length, row.idx),
    salt: row.salt,
    terminatingHash: row.terminating_hash,
  };
}
