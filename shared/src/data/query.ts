/**
 * `@site/shared/query`: the parts of TanStack Query v5 this platform uses, as ONE federation singleton (one
 * QueryClient context and cache for the page). Sharing this file instead of the whole `@tanstack/react-query`
 * package lets the build drop the parts nobody uses (~3 KB gzip less on every page; docs/performance.md). Import
 * TanStack Query only from here — lint refuses the package itself. Need another export? Add it here.
 */
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
