import { ThemeProvider, type Theme } from '@emotion/react';
import { useMemo } from 'react';
import { useLayoutStore, type LayoutProps } from '@site/shared';
import { LAYOUTS } from './registry';
import { refineTheme } from '../themes/refine';
import { StartupCurtain } from '../preloader/StartupCurtain';
import '../i18n/messages';
import { captureInstallPrompt } from '../content/download/install-prompt';
import './chrome';

// The install prompt can come before the player opens /download: keep it from the first page on.
captureInstallPrompt();

// The site's layout (its template's, but on /minigame) starts downloading as this module runs, before the shell
// renders it; the server has usually hinted that file already (Layout--<template>).
const siteTemplate = useLayoutStore.getState().template;
if (siteTemplate) void LAYOUTS.load(siteTemplate);

/**
 * The layouts the host asks for by name: default, minigame, template1..template15, each its own file
 * (registry.ts). Everything inside runs on the template's refined theme (AA contrast); the template's preloader
 * covers the first paint.
 */
export default function Layout(props: LayoutProps) {
  const Chosen = LAYOUTS.usePart(props.layout);
  const refine = useMemo(() => (outer: Theme) => refineTheme(outer), []);
  return (
    <ThemeProvider theme={refine}>
      <Chosen {...props} />
      <StartupCurtain />
    </ThemeProvider>
  );
}
