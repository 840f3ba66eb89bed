import { installDefaultPolicy } from './features/security/trusted-types';

// Before any other script: what a plain string may become at a DOM sink (Trusted Types, report-only).
installDefaultPolicy();

// The host's shared singletons are eager (host/module-federation.config.ts), so the bootstrap ships in the first
// scripts and this import resolves without a request; it stays a boundary so a failure to start is caught here.
import('./bootstrap').catch((error: unknown) => {
  console.error('[host] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page.';
});
