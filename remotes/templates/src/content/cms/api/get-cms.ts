import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type CmsBlock, type CmsKey } from '@site/shared';

const PATH = '/api/content/cms';

/** One CMS block of the site (SPEC §3); a failure goes to the central handler, the page offers Retry. */
export function useCmsBlock(key: CmsKey) {
  return useQuery({
    queryKey: queryKeys.content.site(PATH, { key }),
    queryFn: async (): Promise<CmsBlock | null> => (await callValue(PATH, { ...siteRef(), key }))[0] ?? null,
  });
}
