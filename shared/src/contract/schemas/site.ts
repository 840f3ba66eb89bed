import * as z from 'zod/mini';
import { domainName, nothing, optText, siteOnly, siteRef, text } from './fields';
import { socialAccount } from './content';
import { REMOTE_NAME_PATTERN } from '../remotes';
import { compliance } from './responsible';

/** What a page needs about its site: startup (SPEC §3 site content + enabled remotes), details, public stats. */
export const startupRequest = z.object({
  domain_name: domainName,
  // Operator preview: a token from /api/operator/preview_token renders the site in the template × colour it
  // names (signed, read-only, expiring; issue 9 §2). The admin token is never accepted here.
  preview_token: z.optional(text(1024)),
});

export const menuItem = z.object({
  content_id: z.string(),
  title: z.string(),
  path: z.string(),
  get children(): z.ZodMiniArray<typeof menuItem> {
    return z.array(menuItem);
  },
});
export const siteValue = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.number(),
  expired_date: z.nullable(z.string()),
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
});
export const maintenance = z.object({
  is_maintenance: z.boolean(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
});
export const providerCount = z.object({ category: z.string(), count: z.number() });
export const liveChat = z.object({ chat_id: z.string(), image_id: z.string() });

/** What the startup answer says about one route of an enabled remote. */
export const remoteRoute = z.object({
  /** A route of SPEC §2, e.g. `/deposit`. `/` is the home page. */
  path: z.string(),
  /** The exposed module that renders the page, e.g. `./DepositPage`. */
  module: z.string(),
  /** Whether the route needs a signed-in player. */
  auth: z.boolean(),
  /** Optional layout name (default, minigame, template1..15); else the site template's layout. */
  layout: z.optional(z.string()),
  /** Optional guard name; only `guest` exists (SPEC §2). */
  guard: z.optional(z.literal('guest')),
  /**
   * Optional exposed module whose default export (`RoutePrefetch`) starts the page's first data calls: the shell
   * runs it as a navigation to the route begins, while the page module downloads, so data and code arrive
   * together instead of one after the other.
   */
  prefetch: z.optional(z.string()),
  /**
   * Optional modules of other remotes the page draws in its first render (the home's hot games come from the
   * games remote): the server hints them in the page's HTML and the shell starts them with the page module, so
   * they download beside it instead of once the page has rendered (issue 16).
   */
  embeds: z.optional(z.array(z.object({ remote: z.string(), module: z.string() }))),
  /**
   * Optional public calls the page's first render makes, whose answers the server may carry in the page's HTML
   * (issue 16: the data arrives with the page instead of one round trip after its code): each names the call's
   * path and the fields it sends beside the site's reference (`siteRef()`), e.g. `{ call:
   * '/api/product/get_hot_games', with: { game_type: '' } }` — strings or numbers, as the call's body has them
   * (a lobby's first page: `{ category: 'slot_game', sort: 'popular', page: 1, page_size: 24 }`). The server
   * answers only public site-level reads it knows; the shell's API client uses a carried answer once, for the same
   * path and body, soon after the page loaded (`CARRIED_ANSWER_MS`), and calls the API otherwise.
   */
  data: z.optional(
    z.array(
      z.object({
        call: z.string(),
        with: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      }),
    ),
  ),
});
/** One enabled remote of a site (DESIGN: run-time loading). */
export const remoteDescriptor = z.object({
  /** Any remote name (remotes are data): lower-case letters and digits. */
  name: z.string().check(z.regex(REMOTE_NAME_PATTERN)),
  version: z.string(),
  /** URL of the remote's mf-manifest.json. */
  entry: z.string(),
  /** Semver range of CONTRACT_VERSION the remote was built for. */
  contract: z.string(),
  routes: z.array(remoteRoute),
  /** Modules the remote exposes for use in slots (header balance, layouts…). */
  exposes: z.array(z.string()),
  /**
   * SHA-384 (`sha384-<base64>`) of the build's `mf-manifest.json`, `remoteEntry.js` and `integrity.json` (the
   * hash of every script), recorded at publish time (issue 9.7). The host loads the remote's files with them.
   * Absent for builds published before integrity was recorded.
   */
  integrity: z.optional(z.record(z.string(), z.string())),
});

export const startupValue = z.object({
  menu: z.array(menuItem),
  game_menu: z.array(menuItem),
  site: siteValue,
  language: z.string(),
  provider_count: z.array(providerCount),
  aff_domain: z.string(),
  live_chat: liveChat,
  maintenance,
  hot_games: z.boolean(),
  remotes: z.array(remoteDescriptor),
  /** URL of the live-chat widget script; empty when not configured. */
  live_chat_script: z.string(),
  /** Compliance settings of the site (docs/responsible-gaming.md). */
  compliance,
  /** Development servers only (never in production): the host adds its `/__gallery` route of the UI kit. */
  dev_tools: z.optional(z.boolean()),
});

export const siteInfoDetail = z.object({
  site_name: z.string(),
  external_id: z.string(),
  domain_name: z.string(),
  currency: z.string(),
  language: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  logo_text: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
  min_deposit: z.number(),
  max_deposit: z.number(),
  min_withdrawal: z.number(),
  max_withdrawal: z.number(),
  turnover_multiplier: z.number(),
  social_accounts: z.array(socialAccount),
});

/** Top-10 stats (SPEC §3, with the spec's `withrawal` spelling); account names masked by the server. */
export const top10Stats = z.object({
  withrawal: z.array(z.object({ account_id: z.string(), amount: z.number() })),
  // market: the bet type code (SPEC §9) of a sportsbook win, '' for a game win (then game_name names it)
  winner: z.array(
    z.object({ account_id: z.string(), amount: z.number(), game_name: z.string(), market: z.string() }),
  ),
  hour_withdrawal: z.number(),
  registered_player: z.number(),
  active_player: z.number(),
  deposited_player: z.number(),
});

export const adsVisitRequest = z.object({
  ...siteRef,
  fbp: optText(256),
  appsflyer_id: optText(256),
  visitor_id: optText(128),
});

export const siteCalls = {
  '/api/startup': { request: startupRequest, answer: startupValue },
  '/api/settings/siteinfodetail': { request: siteOnly, answer: siteInfoDetail },
  '/api/settings/top10winner_withdrawal': { request: siteOnly, answer: top10Stats },
  '/api/settings/adsvisit': { request: adsVisitRequest, answer: nothing },
} as const;
