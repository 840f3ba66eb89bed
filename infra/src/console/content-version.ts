/** The version check of a content change (docs/console.md "Changed meanwhile"); used by routes-content-write.ts. */
import type { Queryable } from '../db/index';
import { ConsoleError } from './errors';
import { lastChange, staleView } from './stale';
import type { ContentKind, readItem } from './content-items';

const CONSOLE_STEPS = ['save_draft', 'publish', 'unpublish', 'discard', 'delete'];
const OPERATOR_WRITES = { cms: 'cms_write', promotions: 'promotion_write', news: 'news_write' } as const;

/**
 * Optimistic concurrency: a `version` sent (the item's version when the editor loaded it; 0 for a CMS block never
 * written) that is not the stored one means someone changed the item meanwhile — 409 `staleView` naming who and
 * when (stale.ts). Without `version` the change is made as before (the operator API's callers).
 */
export async function checkVersion(
  q: Queryable,
  kind: ContentKind,
  current: Awaited<ReturnType<typeof readItem>>,
  sent: unknown,
): Promise<void> {
  if (sent === undefined || sent === null) return;
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0)
    throw new ConsoleError(400, 'invalidInput', 'version: the version the editor was loaded from');
  const stored = current.row ? Number(current.row.version) : 0;
  if (stored === sent) return;
  const actions = CONSOLE_STEPS.map((s) => `content.${kind}.${s}`);
  throw staleView(await lastChange(q, current.target, actions, [`/api/operator/${OPERATOR_WRITES[kind]}`]));
}
