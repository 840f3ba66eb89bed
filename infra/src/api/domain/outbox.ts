import type { AnswerOf } from '@site/shared';
import type { Queryable } from '../../db/index';

/** The code the operator's /api/operator/tac answers (contract: operatorTacValue). */
export type SentCode = AnswerOf<'/api/operator/tac'>;

/** The newest TAC code the outbox holds for an account (any site, or one site), for development tools. */
export async function latestCode(
  q: Queryable,
  accountId: string,
  siteId: number | null,
): Promise<SentCode | null> {
  const [row] = await q.query<{
    body: string;
    purpose: string;
    destination: string;
    domain_name: string;
    created_at: Date;
  }>(
    `SELECT o.body, o.purpose, o.destination, s.domain_name, o.created_at FROM outbox o JOIN sites s ON s.id = o.site_id
      WHERE o.account_id = lower($1) AND ($2::int IS NULL OR o.site_id = $2) ORDER BY o.id DESC LIMIT 1`,
    [accountId.trim(), siteId],
  );
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!row || !code) return null;
  return {
    code,
    purpose: row.purpose,
    destination: row.destination,
    domain_name: row.domain_name,
    created_at: new Date(row.created_at).toISOString(),
  };
}
