/**
 * Request and answer types of every call of SPEC §7 (field names exactly as the spec gives them).
 * Answers are the `value` of the envelope unless noted: login answers carry their fields at the top level
 * of the envelope as well (SPEC §7 reads `token`, `user`, `fullname`, `email` from the login answer).
 */
import type { RemoteDescriptor } from '../contract/remotes';

export interface SiteRef {
  domain_name: string;
  external_id?: string;
}
export interface AuthRef {
  account_id: string;
  auth: string;
}

export interface Site {
  site_name: string;
  currency: string;
  theme_code: string;
  theme_color: string;
  logo1: string;
  logo2: string;
  logo3: string;
  status: number;
  expired_date: string | null;
  logo_text: string;
  external_id: string;
  android_sub: string;
  ios_sub: string;
}

export interface MenuItem {
  content_id: string;
  title: string;
  path: string;
  children: MenuItem[];
}

export interface Maintenance {
  is_maintenance: boolean;
  start_date: string | null;
  end_date: string | null;
}

export interface ProviderCount {
  category: string;
  count: number;
}

export interface LiveChat {
  chat_id: string;
  image_id: string;
}

/** Site content (SPEC §3) plus the enabled remotes of the site (DESIGN: run-time loading). */
export interface StartupValue {
  menu: MenuItem[];
  game_menu: MenuItem[];
  site: Site;
  language: string;
  provider_count: ProviderCount[];
  aff_domain: string;
  live_chat: LiveChat;
  maintenance: Maintenance;
  hot_games: boolean;
  remotes: RemoteDescriptor[];
  /** URL of the live-chat widget script; empty when not configured. */
  live_chat_script: string;
}

export interface LoginRequest extends SiteRef {
  account_id: string;
  password: string;
}
export interface LoginTacRequest extends SiteRef {
  account_id: string;
  tac: string;
}
export interface LoginValue {
  token: string;
  user: { account_id: string; session_token: string };
  fullname: string;
  email: string;
}

export interface BalanceValue {
  game_balance: number;
  game_token: string;
}

export interface ForgotPasswordRequest extends SiteRef {
  account_id: string;
  contact_phone: string;
}

export interface SignupRequest extends SiteRef {
  account_id: string;
  password: string;
  contact_phone: string;
  contact_email: string;
  referrer_code?: string;
  ch?: string;
  cm?: string;
  pp?: string;
  affiliate_code?: string;
  fbp?: string;
  appsflyer_id?: string;
  visitor_id?: string;
}

export interface TacVerifyRequest extends SiteRef {
  account_id: string;
  tac: string;
}
export interface TacRequest extends SiteRef {
  account_id: string;
}

export interface UpdatePasswordRequest extends AuthRef {
  password: string;
  new_password: string;
}

export interface VipLevelInfo {
  starting_deposit: number;
  cycle_deposit: number;
  deposit_next: number;
  starting_turnover: number;
  cycle_turnover: number;
  turnover_next: number;
  vip_name: string;
  vip_name_next: string;
}
export interface VipValue {
  nextLevel: VipLevelInfo[];
}

export interface GameEntry {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
}
export interface FavItem {
  game_code: string;
  game_name: string;
  game_type: string;
  img_url: string;
  provider_code: string;
}

export interface HotGamesRequest extends SiteRef {
  game_type: string;
}

export interface SeoRequest extends SiteRef {
  page_name: string;
}
export interface SeoRecord {
  id: number;
  page_name: string;
  en_item_name: string;
  en_body: string;
  local_item_name: string;
  local_body: string;
  meta_title: string;
  meta_desc: string;
  meta_keywords: string;
  meta_url: string;
  meta_canonical: string;
  meta_author: string;
  meta_publisher: string;
  meta_lang: string;
  meta_image_url: string;
}

export interface ProfileUpdateRequest extends AuthRef {
  full_name: string;
  contact_email: string;
}
export type ProfileUpdateValue = { contact_email: string; full_name: string }[];

export interface SocialAccount {
  name: string;
  url: string;
  icon: string;
}

export interface Top10Stats {
  withrawal: { account_id: string; amount: number }[];
  winner: { account_id: string; amount: number; game_name: string }[];
  hour_withdrawal: number;
  registered_player: number;
  active_player: number;
  deposited_player: number;
}

export type CmsKey = 'about_us' | 'privacy_policy' | 'banking' | 'faqs' | 'responsible_gaming';

export interface InboxItem {
  inbox_id: number;
  title: string;
  body: string;
  created_at: string;
  read: boolean;
  claimable: boolean;
  claimed: boolean;
  amount: number;
}

export interface ClaimInboxRequest extends AuthRef {
  inbox_id: number;
}

export interface AnalyticsScript {
  section: 'HEAD' | 'BODY';
  script: string;
}

export interface AdsVisitRequest extends SiteRef {
  fbp?: string;
  appsflyer_id?: string;
}

/** Map of SPEC §7 paths to their request type, so the client is type-checked per call. */
export interface ApiCalls {
  '/api/startup': [SiteRef, StartupValue];
  '/api/auth/login': [LoginRequest, LoginValue];
  '/api/auth/login_tac': [LoginTacRequest, LoginValue];
  '/api/auth/get_balance': [AuthRef, BalanceValue];
  '/api/auth/forgot_password': [ForgotPasswordRequest, null];
  '/api/auth/signup': [SignupRequest, LoginValue | null];
  '/api/auth/tac/verify': [TacVerifyRequest, null];
  '/api/auth/tac/request_new_register': [TacRequest, null];
  '/api/auth/tac/request_login': [TacRequest, null];
  '/api/auth/update_password': [UpdatePasswordRequest, null];
  '/api/auth/vip': [AuthRef, VipValue];
  '/api/home/fav_list': [AuthRef, FavItem[]];
  '/api/product/get_hot_games': [HotGamesRequest, GameEntry[]];
  '/api/seo': [SeoRequest, SeoRecord | null];
  '/api/settings/profile_update': [ProfileUpdateRequest, ProfileUpdateValue];
  '/api/settings/social_account': [SiteRef, SocialAccount[]];
  '/api/settings/top10winner_withdrawal': [SiteRef, Top10Stats];
  '/api/settings/siteinfodetail': [SiteRef, Record<string, unknown>];
  '/api/settings/get_inbox': [AuthRef, InboxItem[]];
  '/api/settings/claim_inbox': [ClaimInboxRequest, InboxItem | null];
  '/api/settings/check_status': [AuthRef, { status: string }];
  '/api/settings/get_analytics': [SiteRef, AnalyticsScript[]];
  '/api/settings/adsvisit': [AdsVisitRequest, null];
}
export type ApiPath = keyof ApiCalls;
export type ApiRequest<P extends ApiPath> = ApiCalls[P][0];
export type ApiValue<P extends ApiPath> = ApiCalls[P][1];
