/**
 * Startup (SPEC §4), awaited by bootstrap.tsx before the first render: the startup answer fills the layout
 * store, the site's remotes are checked and registered, and the router is built from them. Anything that throws
 * here (a malformed remotes list, a federation runtime error) is the caller's failure path — the error screen
 * with Retry — never a blank page.
 */
import { createElement, type ReactElement } from 'react';
import type { QueryClient } from '@site/shared/query';
import { createBrowserRouter } from '@site/shared/router';
import {
  api,
  isEnvelope,
  LANGUAGE_COOKIE,
  readCookie,
  serverNow,
  syncServerClockFromPage,
  useLayoutStore,
  type Envelope,
  type Maintenance,
  type RemoteDescriptor,
  type Site,
  type StartupValue,
} from '@site/shared';
import { changeLanguage } from '../features/language/language';
import { loadAnalytics } from '../features/tracking/analytics';
import { afterPageLoad } from './after-load';
import { reportAdVisit } from '../features/tracking/adsVisit';
import { endPreview, previewRequest } from './preview';
import { registerSiteRemotes } from './federation/loader';
import { filterMenu } from './federation/menu';
import { buildRoutes } from './routes';
import { upcomingWindow } from '../features/maintenance/upcoming';

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** What the error, maintenance and invalid-theme screens show of the operator's brand. */
export interface Brand {
  name: string;
  logo: string;
}

export interface Started {
  /** null when the site shows a screen instead of pages (maintenance, invalid theme, failed startup) */
  router: SiteRouter | null;
  brand: Brand | null;
  /** the notice of a maintenance window scheduled ahead, drawn above the pages (upcoming.ts); absent: none */
  notice?: ReactElement | null;
}

const isString = (x: unknown): x is string => typeof x === 'string';

/** The shape the host relies on; anything else in the startup answer's remotes list is refused whole. */
export function isRemoteDescriptor(r: unknown): r is RemoteDescriptor {
  const d = r as Partial<RemoteDescriptor> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    isString(d.name) &&
    isString(d.version) &&
    isString(d.entry) &&
    isString(d.contract) &&
    Array.isArray(d.exposes) &&
    d.exposes.every(isString) &&
    Array.isArray(d.routes) &&
    d.routes.every((x) => typeof x === 'object' && x !== null && isString(x.path) && isString(x.module))
  );
}

export function brandOf(site: Partial<Site> | null | undefined): Brand | null {
  const name = site?.logo_text || site?.site_name || '';
  return name ? { name, logo: site?.logo1 ?? '' } : null;
}

/**
 * The startup answer the server put in the page (infra/src/http/critical-path.ts), used once: it saves the
 * first round trip (issue 16.1). Absent, malformed or already used: null, and the host asks as before.
 */
export function inlinedStartup(doc: Document = document): Envelope<StartupValue> | null {
  const el = doc.getElementById('startup-answer');
  if (!el) return null;
  el.remove();
  try {
    const json: unknown = JSON.parse(el.textContent ?? '');
    return isEnvelope(json) && json.statusCode === 1 ? (json as Envelope<StartupValue>) : null;
  } catch {
    return null;
  }
}

export async function startSite(queryClient?: QueryClient): Promise<Started> {
  // what the server schedules is compared with the server's clock, not the device's (a maintenance window)
  syncServerClockFromPage();
  const preview = previewRequest();
  // A preview shows another theme than the one the server put in the page: it asks.
  const inlined = inlinedStartup();
  const answer =
    (!preview.preview_token && inlined) ||
    (await api.call('/api/startup', { domain_name: location.hostname, ...preview }));
  // An expired or refused preview token is forgotten, so the next load shows the site as it is.
  if (answer.statusMessage === 'permissionDenied') endPreview();
  const store = useLayoutStore.getState();
  store.applyStartup(answer);
  const brand = brandOf(answer.value?.site);
  const s = useLayoutStore.getState();
  if (s.message || s.maintenance.is_maintenance) return { router: null, brand };
  // its chunk downloads while the remotes are registered and the router is built
  const notice = maintenanceNotice(answer.value?.maintenance);
  if (!Array.isArray(s.remotes) || !s.remotes.every(isRemoteDescriptor))
    throw new Error('the startup answer lists remotes in a shape this host cannot use');
  // The site's language applies until the player picks one (the cookie remembers that choice).
  const language = answer.value?.language;
  if (!readCookie(LANGUAGE_COOKIE) && language) await changeLanguage(language, false);
  const remotes = s.remotes.length ? registerSiteRemotes(s.remotes) : [];
  s.acceptRemotes(remotes, {
    menu: filterMenu(s.content.menu, remotes),
    game_menu: filterMenu(s.content.game_menu, remotes),
  });
  const router = createBrowserRouter(
    buildRoutes(remotes, { gallery: answer.value?.dev_tools === true, queryClient }),
  );
  // tracking waits for the page: its calls are not part of the first render
  afterPageLoad(() => {
    void loadAnalytics(location.hostname);
    void reportAdVisit();
  });
  return { router, brand, notice: await notice };
}

/**
 * The notice of a maintenance window scheduled ahead, with its code already here: fetched (a chunk of its own,
 * only for a site with such a window) before the first render, so it is in the first paint instead of pushing the
 * page down after it. A chunk that cannot be fetched: no notice, the site as before.
 */
async function maintenanceNotice(
  maintenance: Partial<Maintenance> | undefined,
): Promise<ReactElement | null> {
  const upcoming = upcomingWindow(maintenance, serverNow());
  if (!upcoming) return null;
  try {
    const { MaintenanceNotice } = await import(
      /* webpackChunkName: "maintenance-notice" */ '../features/maintenance/MaintenanceNotice'
    );
    return createElement(MaintenanceNotice, { window: upcoming });
  } catch {
    return null;
  }
}
