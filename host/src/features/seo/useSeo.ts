import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { api, seoPageName, siteRef, useLayoutStore } from '@site/shared';
import { applySeo } from './head';

/** Keeps the head in step with the route on client-side navigation, from /api/seo (SPEC §7). */
export function useSeo(): void {
  const { pathname } = useLocation();
  const siteName = useLayoutStore((s) => s.site?.site_name ?? '');
  useEffect(() => {
    let live = true;
    void api.call('/api/seo', { ...siteRef(), page_name: seoPageName(pathname) }).then((answer) => {
      if (live) applySeo(answer.statusCode === 1 ? answer.value : null, siteName);
    });
    return () => {
      live = false;
    };
  }, [pathname, siteName]);
}
