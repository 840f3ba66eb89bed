import { useCallback, useRef } from 'react';

/**
 * One call at a time: `run(start)` calls `start(done)` unless an earlier one has not called `done` yet. A double
 * click on Claim sends one claim — TanStack's `isPending` only turns true a render after the first click.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  }, []);
}
