import { createRoot } from 'react-dom/client';
import {
  bus,
  initI18n,
  LANGUAGE_COOKIE,
  normaliseLanguage,
  readCookie,
  RemoteLoadError,
  setRemoteLoader,
  useLayoutStore,
  type RemoteLoader,
} from '@site/shared';
import { loadRemoteComponent } from './app/federation/loader';
import { App } from './app/App';
import { htmlLang } from './features/language/language';
import { captureAppsflyerId } from './features/tracking/appsflyer';
import { trackViewport } from './features/viewport/viewport';
import { listenForChunkErrors } from './features/freshness/stale';
import { startManifestPolling } from './features/freshness/manifest';

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
startManifestPolling();

const language = normaliseLanguage(readCookie(LANGUAGE_COOKIE));
useLayoutStore.getState().setLanguage(language);
document.documentElement.lang = htmlLang(language);
setRemoteLoader(loader);
await initI18n(language);

const el = document.getElementById('root');
if (el) createRoot(el).render(<App />);
