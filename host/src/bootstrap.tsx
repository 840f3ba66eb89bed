import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@site/shared/query';
import {
  bus,
  createSiteQueryClient,
  isPlayerKey,
  initI18n,
  LANGUAGE_COOKIE,
  normaliseLanguage,
  readCookie,
  readSiteConfig,
  RemoteLoadError,
  setRemoteLoader,
  useLayoutStore,
  type RemoteLoader,
} from '@site/shared';
import { loadRemoteComponent } from './app/federation/loader';
import { App } from './app/App';
import { brandOf, startSite, type Started } from './app/startup';
import { htmlLang } from './features/language/language';
import { captureAppsflyerId } from './features/tracking/appsflyer';
import { trackViewport } from './features/viewport/viewport';
import { listenForChunkErrors } from './features/freshness/stale';
import { startManifestPolling } from './features/freshness/manifest';
import { afterPageLoad } from './app/after-load';

/** Remote modules that fail to load (network, missing chunk) make the app reload on the next navigation. */
const loader: RemoteLoader = async (remote, module, opts) => {
  try {
    return await loadRemoteComponent(remote, module, opts);
  } catch (error) {
    if (error instanceof RemoteLoadError && error.kind === 'unavailable')
      bus.emit('chunk:error', { source: `${remote}/${module}`, message: error.message });
    throw error;
  }
};

captureAppsflyerId(location.search, localStorage);
trackViewport();
listenForChunkErrors();
// the build manifest is read (and re-checked hourly) once the page has loaded: not part of the first render
afterPageLoad(() => startManifestPolling());

const language = normaliseLanguage(readCookie(LANGUAGE_COOKIE));
useLayoutStore.getState().setLanguage(language);
document.documentElement.lang = htmlLang(language);
setRemoteLoader(loader);
await initI18n(language);

// The page's one QueryClient (docs/architecture.md "Data layer"); a player's cached data goes with their session.
const queryClient = createSiteQueryClient();
bus.on('auth:logout', () => queryClient.removeQueries({ predicate: (q) => isPlayerKey(q.queryKey) }));

// Startup is awaited here; whatever throws in it (a malformed remotes list, the federation runtime) ends on the
// error screen with Retry, in the operator's brand when the answer named the site — never on a blank page.
let started: Started;
try {
  started = await startSite(queryClient);
} catch (error) {
  console.error('[host] startup failed', error);
  const brand = brandOf(useLayoutStore.getState().site);
  useLayoutStore.getState().reset('internalServerError');
  started = { router: null, brand };
}

// Every Emotion style element of the page (host and remotes share @emotion/react, so this one cache) carries the
// page's CSP nonce: the policy's style-src has no 'unsafe-inline' (docs/security.md).
const styles = createCache({ key: 'css', nonce: readSiteConfig().nonce || undefined });

const el = document.getElementById('root');
if (el)
  createRoot(el).render(
    <CacheProvider value={styles}>
      <QueryClientProvider client={queryClient}>
        <App started={started} />
      </QueryClientProvider>
    </CacheProvider>,
  );
