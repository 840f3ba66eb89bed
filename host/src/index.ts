import { installDefaultPolicy } from './features/security/trusted-types';

// Before any other script: what a plain string may become at a DOM sink (Trusted Types, report-only).
installDefaultPolicy();

// The host's shared singletons are eager (host/module-federation.config.ts), so no async boundary is needed before
// them: the bootstrap is bundled into the first scripts (`eager` mode: no chunk of its own, no request after this
// script ran). It stays a dynamic import so that a failure to start is caught here.
import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
  console.error('[host] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page.';
});
