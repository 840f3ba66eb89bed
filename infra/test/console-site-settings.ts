import type { StartupValue } from '@site/shared';
import type { TestApi } from './helpers';

/** What the console-sites*.test.ts files read of the console's sites answers, and the player site's startup. */

export interface Refusal {
  error: string;
  detail: string;
}
export interface Settings {
  domain_name: string;
  site_name: string;
  logo_text: string;
  logo1: string;
  logo2: string;
  logo3: string;
  currency: string;
  currency_locked: boolean;
  theme: { code: string; color: string; valid: boolean };
  maintenance: { is_maintenance: boolean; start_date: string | null; end_date: string | null };
  maintenance_state: 'off' | 'scheduled' | 'active' | 'ended';
  live_chat: { chat_id: string; image_id: string; script_configured: boolean };
  analytics: { section: string; script: string }[];
  compliance: { min_age: number; age_confirmation: boolean; rg_helpline: string };
  player_url: string;
}

/** The player site's startup answer for a domain (with a template preview token when given). */
export const startupOf = async (t: TestApi, domain: string, preview_token?: string) =>
  t.call<StartupValue>('/api/startup', { domain_name: domain, ...(preview_token ? { preview_token } : {}) });
