import { createRoot } from 'react-dom/client';
import {
  initI18n,
  LANGUAGE_COOKIE,
  normaliseLanguage,
  readCookie,
  setRemoteLoader,
  useLayoutStore,
} from '@site/shared';
import { loadRemoteComponent } from './app/federation/loader';
import { App } from './app/App';

const language = normaliseLanguage(readCookie(LANGUAGE_COOKIE));
useLayoutStore.getState().setLanguage(language);
setRemoteLoader(loadRemoteComponent);
await initI18n(language);

const el = document.getElementById('root');
if (el) createRoot(el).render(<App />);
