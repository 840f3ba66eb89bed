import { limited, overLimit } from '../domain/limits';
import { LIMITS } from '../../security/rate-limit';
import type { SocialAccount, Top10Stats } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { maskAccount } from '../domain/players';

const SITE_NOT_FOUND = ['siteNotFound', 'no site is configured for this domain'] as const;

/**
 * Site details for the footer, contact and banking pages: names, logos, currency, support contacts, the
 * deposit and withdrawal limits (minor units) and the withdrawal turnover multiplier, and social accounts.
 */
export const siteInfoDetail = defineCall('/api/settings/siteinfodetail', {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const social = await db.query<SocialAccount>(
      'SELECT name, url, icon FROM social_accounts WHERE site_id = $1 ORDER BY id',
      [site.id],
    );
    const s = site as Record<string, unknown>;
    return ok({
      site_name: site.site_name,
      external_id: site.external_id,
      domain_name: site.domain_name,
      currency: site.currency,
      language: String(s.language ?? 'EN'),
      logo1: String(s.logo1 ?? ''),
      logo2: String(s.logo2 ?? ''),
      logo3: String(s.logo3 ?? ''),
      logo_text: String(s.logo_text ?? ''),
      support_email: String(s.support_email ?? ''),
      support_phone: String(s.support_phone ?? ''),
      android_sub: String(s.android_sub ?? ''),
      ios_sub: String(s.ios_sub ?? ''),
      min_deposit: Number(s.min_deposit),
      max_deposit: Number(s.max_deposit),
      min_withdrawal: Number(s.min_withdrawal),
      max_withdrawal: Number(s.max_withdrawal),
      turnover_multiplier: Number(s.turnover_multiplier),
      social_accounts: social,
    });
  },
});

/**
 * Top-10 stats (SPEC §3, with the spec's `withrawal` spelling): the ten largest approved withdrawals and wins
 * of the last 7 days (account names masked, here and only here: pages show them as they come), approved withdrawals in the last hour, registered players,
 * players active in the last 24 hours (a session opened) and players who ever deposited. A win names its game
 * (`game_name`) or, for a sportsbook bet, its market (`market`, a bet type code of SPEC §9; `game_name` is empty).
 */
export const top10 = defineCall('/api/settings/top10winner_withdrawal', {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const withdrawals = await db.query<{ account_id: string; amount: number }>(
      `SELECT p.account_id, r.amount FROM payment_requests r JOIN players p ON p.id = r.player_id
        WHERE p.site_id = $1 AND r.kind = 'withdrawal' AND r.status = 'approved' AND r.decided_at > now() - interval '7 days'
        ORDER BY r.amount DESC, r.id LIMIT 10`,
      [site.id],
    );
    // A win settles a sportsbook bet (ref bet:<id>): its market is the bet type code, which the page names in
    // the player's language. No other kind of win exists yet; one would carry its game's name.
    const winners = await db.query<{ account_id: string; amount: number; market: string | null }>(
      `SELECT p.account_id, l.amount, b.bet_type AS market
         FROM ledger l JOIN players p ON p.id = l.player_id
         LEFT JOIN bets b ON l.ref = 'bet:' || b.id
        WHERE p.site_id = $1 AND l.kind = 'win' AND l.created_at > now() - interval '7 days'
        ORDER BY l.amount DESC, l.id LIMIT 10`,
      [site.id],
    );
    const [n] = await db.query<Omit<Top10Stats, 'withrawal' | 'winner'>>(
      `SELECT
         (SELECT count(*)::int FROM payment_requests r JOIN players p ON p.id = r.player_id WHERE p.site_id = $1
            AND r.kind = 'withdrawal' AND r.status = 'approved' AND r.decided_at > now() - interval '1 hour') AS hour_withdrawal,
         (SELECT count(*)::int FROM players WHERE site_id = $1) AS registered_player,
         (SELECT count(DISTINCT s.player_id)::int FROM sessions s JOIN players p ON p.id = s.player_id
            WHERE p.site_id = $1 AND s.created_at > now() - interval '1 day') AS active_player,
         (SELECT count(DISTINCT l.player_id)::int FROM ledger l JOIN players p ON p.id = l.player_id
            WHERE p.site_id = $1 AND l.kind = 'deposit') AS deposited_player`,
      [site.id],
    );
    const value: Top10Stats = {
      withrawal: withdrawals.map((w) => ({ account_id: maskAccount(w.account_id), amount: w.amount })),
      winner: winners.map((w) => ({
        account_id: maskAccount(w.account_id),
        amount: w.amount,
        game_name: '',
        market: w.market ?? '',
      })),
      hour_withdrawal: n?.hour_withdrawal ?? 0,
      registered_player: n?.registered_player ?? 0,
      active_player: n?.active_player ?? 0,
      deposited_player: n?.deposited_player ?? 0,
    };
    return ok(value);
  },
});

/** Ad-visit tracking (SPEC §7): records the visit with its ad cookie and/or appsflyer_id; value null. */
export const adsVisit = defineCall('/api/settings/adsvisit', {
  async handle({ db, body, site, ip }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    // One row per page load at most: a script replaying the call cannot fill the table (issue 9.11).
    if (await overLimit(db, [`adsvisit:ip:${ip}`, LIMITS.adsVisitIp])) return limited();
    await db.query('INSERT INTO ad_visits (site_id, fbp, appsflyer_id, visitor_id) VALUES ($1, $2, $3, $4)', [
      site.id,
      body.fbp,
      body.appsflyer_id,
      body.visitor_id,
    ]);
    return ok(null);
  },
});
