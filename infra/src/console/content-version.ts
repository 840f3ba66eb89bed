/** The version check of a content change (docs/console.md "Changed meanwhile"); used by routes-content-write.ts. */
import { z } from 'zod';
import type { Queryable } from '../db/index';
import { ConsoleError } from './errors';
import { lastChange, staleView } from './stale';
import type { ContentKind, readItem } from './content-items';

const CONSOLE_STEPS = ['save_draft', 'publish', 'unpublish', 'discard', 'delete'];
const OPERATOR_WRITES = { cms: 'cms_write', promotions: 'promotion_write', news: 'news_write' } as const;

/** The rule a change's `version` follows; without it (or another value) 400 `invalidInput` naming the field. */
const VERSION_RULE = 'the version the editor was loaded from (a whole number, 0 or more)';
const VERSION_REASON = `version: ${VERSION_RULE}`;

/** A step's body (publish, unpublish, discard, delete): `{version}`, required. */
export const stepBody = z.object({
  version: z.number({ error: VERSION_RULE }).int({ error: VERSION_RULE }).min(0, { error: VERSION_RULE }),
});

/**
 * Optimistic concurrency: every change of a stored item carries `version` (the item's version when the editor
 * loaded it; 0 for a CMS block never written) — without it 400 `invalidInput` naming the field, so no caller
 * overwrites someone else's work by leaving it out. One that is not the stored one means someone changed the
 * item meanwhile — 409 `staleView` naming who and when (stale.ts). The operator API's own writes take none.
 */
export async function checkVersion(
  q: Queryable,
  kind: ContentKind,
  current: Awaited<ReturnType<typeof readItem>>,
  sent: unknown,
): Promise<void> {
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0)
    throw new ConsoleError(400, 'invalidInput', VERSION_REASON);
  const stored = current.row ? Number(current.row.version) : 0;
  if (stored === sent) return;
  const actions = CONSOLE_STEPS.map((s) => `content.${kind}.${s}`);
  throw staleView(await lastChange(q, current.target, actions, [`/api/operator/${OPERATOR_WRITES[kind]}`]));
}
