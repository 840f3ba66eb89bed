import { useCallback, useRef } from 'react';

/**
 * One request at a time: `once(start)` calls `start(done)` unless an earlier start has not called `done` yet, so
 * a double click on Claim or a second Enter on Place bet sends one request. A mutation's `isPending` (or a
 * `busy` state) turns true only a render after the first click — too late for the second.
 *
 *     const once = useOneAtATime();
 *     once((done) => claim.mutate(id, { onSettled: done }));
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    let open = true;
    start(() => {
      if (!open) return;
      open = false;
      busy.current = false;
    });
  }, []);
}
