/**
 * Releases per site (issue 17 §3), as the operator console works them: every build with its contract range,
 * hashes, size, publisher, publish time and status; per site and remote the live version, pin, canary (a share
 * of sessions, sticky per player), promote, abandon, one-click rollback, the site's lock, and preview links.
 * Every change runs in one transaction with its release-history row and its console audit row (the caller's
 * `audit` callback, so this module does not depend on the console). The rules, in one place:
 *
 * - A **withdrawn** build is never served (release-state.ts `servable`), never pinned, canaried, promoted,
 *   rolled back to or previewed. Withdrawing a build that is live somewhere (a pin, a canary, or the newest build
 *   an unpinned site follows) is refused with the sites named, unless an owner forces it: then, in the same
 *   transaction, every site pinned to it goes back to the version live there before it (its history), else to
 *   the newest servable build older than it, else to the newest servable one, its canaries of it end, and each
 *   move is a history row — on a locked site too (a withdrawal is an emergency; the lock guards against
 *   ordinary changes).
 * - A **deprecated** build (with the date it is deprecated from) keeps serving where it is live and may be
 *   pinned or rolled back to, but is not rolled out: no canary of it, no promote.
 * - **Contract**: a build whose contract range does not accept the host's CONTRACT_VERSION is refused for pin,
 *   canary, promote, rollback and preview, with the reason (the host would refuse it and show its fallback).
 * - A **locked** site refuses every release change (here, the admin API and `npm run site`) until an owner
 *   unlocks it. Locking freezes the site: each remote following the newest build is pinned to its live version,
 *   so a publish cannot move a locked site either.
 * - **Rollback** goes back to the version that was live before the last change of the live version: the
 *   history is an undo stack (a rollback row names the change it undid; a second rollback undoes the change
 *   before). When a publish moved an unpinned site since that change, rollback returns to the version live
 *   before the publish. Rollback pins that version and ends any canary.
 *
 * This module is their face; the parts live beside it: release-rows.ts (the refusal, the rows, the build check),
 * release-views.ts (builds, sites, a site's state), release-changes.ts (pin, canary, promote, abandon, rollback),
 * release-rollback.ts (where a site goes back to), release-lock.ts, build-status.ts and release-preview.ts.
 */

export { contractProblem, ReleaseRefusal } from './release-rows';
export type { BuildRow, ReleaseActor, Use } from './release-rows';
export { rollbackTarget } from './release-rollback';
export { listBuilds, listReleaseSites, siteReleases, type BuildView } from './release-views';
export { abandon, pin, promote, rollback, setCanary, type ReleaseState } from './release-changes';
export { lockSite, unlockSite } from './release-lock';
export { setBuildStatus } from './build-status';
export { mintReleasePreview } from './release-preview';
