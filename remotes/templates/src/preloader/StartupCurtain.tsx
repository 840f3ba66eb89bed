import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import Preloader from './Preloader';
import { ready } from '../i18n/messages';

const MAX_MS = 1500;
const fadeOut = keyframes`to { opacity: 0; visibility: hidden; }`;

/**
 * Covers the layout's first paint with the template's preloader until the page has loaded (window `load` and the
 * templates messages), at most 1.5 s, then fades out and unmounts.
 */
export function StartupCurtain() {
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>('shown');
  useEffect(() => {
    let done = false;
    const leave = () => {
      if (done) return;
      done = true;
      setPhase('leaving');
      setTimeout(() => setPhase('gone'), 250);
    };
    const loaded = new Promise<void>((resolve) =>
      document.readyState === 'complete'
        ? resolve()
        : addEventListener('load', () => resolve(), { once: true }),
    );
    void Promise.all([loaded, ready]).then(() => requestAnimationFrame(leave));
    const cap = setTimeout(leave, MAX_MS);
    return () => clearTimeout(cap);
  }, []);
  if (phase === 'gone') return null;
  return (
    <div css={phase === 'leaving' ? css({ animation: `${fadeOut} 250ms ease-in-out forwards` }) : undefined}>
      <Preloader />
    </div>
  );
}
