import { useLayoutStore, type RoutePrefetch } from '@site/shared';
import { startHomeCalls } from './first-calls';

/**
 * The home route's prefetch (package.json `site.routes[].prefetch`, issue 16.1): the shell runs it as a
 * navigation to `/` begins, so the first data calls of the site's template's home sections go out while
 * HomePage's module is still downloading, instead of once it has rendered. The template is known before the
 * page renders: startup put it in the layout store. Same query options as the sections' hooks, so they find the
 * answers (or the calls in flight) in the cache and nothing is asked twice. The games remote's hot games are
 * its own module's call and are not started here.
 */
const prefetchHome: RoutePrefetch = ({ queryClient }) =>
  startHomeCalls(queryClient, useLayoutStore.getState().template);

export default prefetchHome;
