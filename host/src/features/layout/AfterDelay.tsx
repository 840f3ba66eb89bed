import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children only once `ms` have passed since it mounted (nothing before). */
export function AfterDelay({ ms, children }: { ms: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown ? <>{children}</> : null;
}
