import { useCallback, useEffect, useState } from 'react';
import { loadSlip, saveSlip, type Slip } from './slip';

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The slip of this tab, kept in session storage so a reload keeps it. */
export function useSlip(): [Slip, (update: (s: Slip) => Slip) => void] {
  const [slip, setSlip] = useState<Slip>(() => loadSlip(storage()));
  useEffect(() => saveSlip(storage(), slip), [slip]);
  return [slip, useCallback((update: (s: Slip) => Slip) => setSlip(update), [])];
}
