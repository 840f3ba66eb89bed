import { installDefaultPolicy } from './features/security/trusted-types';

// Before any other script: what a plain string may become at a DOM sink (Trusted Types, report-only).
installDefaultPolicy();

// Module Federation needs an async boundary before shared singletons are used.
import('./bootstrap').catch((error: unknown) => {
  console.error('[host] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page.';
});
