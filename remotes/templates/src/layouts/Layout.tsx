import { ThemeProvider, type Theme } from '@emotion/react';
import { useMemo } from 'react';
import type { LayoutProps } from '@site/shared';
import { LAYOUTS } from './registry';
import { DefaultLayout } from './default/DefaultLayout';
import { refineTheme } from '../themes/refine';
import { StartupCurtain } from '../preloader/StartupCurtain';
import '../i18n/messages';
import { captureInstallPrompt } from '../content/download/install-prompt';

// The install prompt can come before the player opens /download: keep it from the first page on.
captureInstallPrompt();

/**
 * The layouts the host asks for by name: default, minigame, template1..template15. Everything inside runs on
 * the template's refined theme (AA contrast); the template's preloader covers the first paint.
 */
export default function Layout(props: LayoutProps) {
  const Chosen = LAYOUTS[props.layout] ?? DefaultLayout;
  const refine = useMemo(() => (outer: Theme) => refineTheme(outer), []);
  return (
    <ThemeProvider theme={refine}>
      <Chosen {...props} />
      <StartupCurtain />
    </ThemeProvider>
  );
}
