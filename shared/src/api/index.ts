import { createApiClient } from './client';
import { carriedAnswer } from './carried';

export { carriesAnswers } from './carried';
import { bus } from '../events/bus';
import { useLayoutStore } from '../stores/layout';
import type { SiteRef } from './types';

/**
 * The page's API client. Every answer is published on the bus as `api:answer`. A call refused because the site
 * went into maintenance (`siteMaintenance`, value = the window) switches the shell to the maintenance screen.
 */
export const api = createApiClient({
  // the answers of the route's first public calls the page may carry (issue 16)
  carried: carriedAnswer,
  onAnswer: (path, a) => {
    if (a.statusMessage === 'siteMaintenance' && path !== '/api/startup') {
      useLayoutStore
        .getState()
        .enterMaintenance((a.value ?? {}) as { start_date?: string | null; end_date?: string | null });
    }
    bus.emit('api:answer', {
      path,
      statusCode: a.statusCode,
      statusMessage: a.statusMessage,
      statusDetail: a.statusDetail,
    });
  },
});

/** `domain_name` + `external_id` of the current site, as most calls send them (SPEC §7). */
export function siteRef(): SiteRef {
  return {
    domain_name: typeof location === 'undefined' ? 'localhost' : location.hostname,
    external_id: useLayoutStore.getState().site?.external_id ?? '',
  };
}
