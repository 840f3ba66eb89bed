/**
 * The operator console in the browser (docs/console.md "The web app"). Emotion's style elements carry the
 * page's CSP nonce (the server puts it in <meta property="csp-nonce">): the policy allows no other inline style
 * and no inline script at all.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { App, createConsoleQueryClient } from './App';
import { initConsoleI18n } from './i18n';
import { SECTIONS } from './sections';

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const styles = createCache({ key: 'console', nonce });
const i18n = await initConsoleI18n(SECTIONS);
const queryClient = createConsoleQueryClient();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <CacheProvider value={styles}>
      <App i18n={i18n} queryClient={queryClient} />
    </CacheProvider>,
  );
