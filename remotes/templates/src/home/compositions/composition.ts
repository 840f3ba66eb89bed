import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { layoutParts } from '../../lib/layout-parts';

/** A home page: its main column, an optional aside (desktop: beside it), and whether it has its own h1. */
export interface Composition {
  main: (t: (k: MessageKey) => string) => ReactNode[];
  aside?: (t: (k: MessageKey) => string) => ReactNode[];
  asideWidth?: string;
  hasHeading?: boolean;
}

const home = (m: { default: Composition }) => m.default;

/**
 * Each template's home page, built from sections, one file each (`HomePage--<template>`): a site downloads its own
 * template's sections only. Casino templates lead with live casino and lobby tiles, slot templates with game grids
 * and provider rails, sportsbook1 with sports and the bet entry. An unknown template gets template1's home.
 */
export const COMPOSITIONS = layoutParts<Composition>(
  {
    template1: () => import(/* webpackChunkName: "HomePage--template1" */ './template1').then(home),
    template2: () => import(/* webpackChunkName: "HomePage--template2" */ './template2').then(home),
    template3: () => import(/* webpackChunkName: "HomePage--template3" */ './template3').then(home),
    template4: () => import(/* webpackChunkName: "HomePage--template4" */ './template4').then(home),
    template5: () => import(/* webpackChunkName: "HomePage--template5" */ './template5').then(home),
    template6: () => import(/* webpackChunkName: "HomePage--template6" */ './template6').then(home),
    template7: () => import(/* webpackChunkName: "HomePage--template7" */ './template7').then(home),
    template8: () => import(/* webpackChunkName: "HomePage--template8" */ './template8').then(home),
    template9: () => import(/* webpackChunkName: "HomePage--template9" */ './template9').then(home),
    template10: () => import(/* webpackChunkName: "HomePage--template10" */ './template10').then(home),
    template11: () => import(/* webpackChunkName: "HomePage--template11" */ './template11').then(home),
    template12: () => import(/* webpackChunkName: "HomePage--template12" */ './template12').then(home),
    template13: () => import(/* webpackChunkName: "HomePage--template13" */ './template13').then(home),
    template14: () => import(/* webpackChunkName: "HomePage--template14" */ './template14').then(home),
    template15: () => import(/* webpackChunkName: "HomePage--template15" */ './template15').then(home),
  },
  'template1',
);
