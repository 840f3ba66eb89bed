import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@site/shared/query';
import type { SiteSettings } from '../../../src/console/site-settings';
import { consoleGet, consolePost } from '../api';
import { toast } from '../toast';
import { useRefusal, type Refusal } from './refusal';

export type { SiteSettings };

export interface SiteListItem {
  domain_name: string;
  site_name: string;
  currency: string;
  theme_code: string;
  theme_color: string;
  theme_valid: boolean;
  state: 'open' | 'maintenance' | 'disabled' | 'expired';
  /** the start of a maintenance window saved ahead (the site is open until then), else null */
  maintenance_scheduled: string | null;
}

export const SITES_KEY = ['console', 'sites'] as const;
export const siteKey = (domain: string) => [...SITES_KEY, domain] as const;
export const sitePath = (domain: string) => `/sites/${encodeURIComponent(domain)}`;

export const fetchSites = () => consoleGet<{ items: SiteListItem[] }>('/sites');
export const fetchSite = (domain: string) => consoleGet<SiteSettings>(sitePath(domain));

/** The settings sections, each saved by `POST /sites/:domain/<section>` (docs/console.md "Sites"). */
export type SettingsSection =
  | 'names'
  | 'logos'
  | 'currency'
  | 'theme'
  | 'maintenance'
  | 'live-chat'
  | 'analytics'
  | 'compliance'
  | 'wheel';

/**
 * Saving one section: the answer (the site's settings as they now are) replaces the cached ones and a toast
 * says so; a refusal stays on the form (what was typed is kept) as `{field, text}`. A section may also be saved
 * through another route of its own (`path`: a logo's image) with its own toast and a follow-up (`onSaved`); a
 * body still being made (a file being read) may be given as a promise, and its failure is a refusal like any.
 */
export function useSaveSection(
  domain: string,
  section: SettingsSection,
  opts: { path?: string; savedText?: string; onSaved?: (settings: SiteSettings) => void } = {},
) {
  const { t } = useTranslation('sites');
  const queryClient = useQueryClient();
  const refuse = useRefusal('sites');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mutation = useMutation({
    mutationFn: async (body: unknown) =>
      consolePost<SiteSettings>(`${sitePath(domain)}/${opts.path ?? section}`, await body),
    onSuccess: (settings) => {
      queryClient.setQueryData(siteKey(domain), settings);
      void queryClient.invalidateQueries({ queryKey: SITES_KEY, exact: true });
      setRefusal(null);
      toast(opts.savedText ?? t('saved', { section: t(`section.${section}`) }));
      opts.onSaved?.(settings);
    },
    onError: (e) => setRefusal(refuse(e)),
  });
  return {
    save: (body: unknown) => {
      setRefusal(null);
      mutation.mutate(body);
    },
    busy: mutation.isPending,
    refusal,
    /** a refusal found on the page before sending (a required field) */
    refuseHere: (field: string, text: string) => setRefusal({ field, text }),
  };
}
