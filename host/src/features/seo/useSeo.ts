import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { api, seoPageName, showsLocalTexts, siteRef, useLayoutStore } from '@site/shared';
import { applySeo } from './head';

/** Keeps the head in step with the route (and the language) on client-side navigation, from /api/seo (SPEC §7). */
export function useSeo(): void {
  const { pathname } = useLocation();
  const siteName = useLayoutStore((s) => s.site?.site_name ?? '');
  // the tab title in the site's local language for its readers: a language switch writes the head again
  const local = useLayoutStore((s) => showsLocalTexts(s.language, s.site?.currency));
  useEffect(() => {
    let live = true;
    void api.call('/api/seo', { ...siteRef(), page_name: seoPageName(pathname) }).then((answer) => {
      if (live) applySeo(answer.statusCode === 1 ? answer.value : null, siteName, document, local);
    });
    return () => {
      live = false;
    };
  }, [pathname, siteName, local]);
}
