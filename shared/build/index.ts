/**
 * Build-time side of the contract (Node only, never bundled): the shared singletons every app declares, and the
 * one Rspack configuration all apps build with. Each app's rspack.config.ts and module-federation.config.ts
 * call these, so the shared list and versions cannot drift between apps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const sharedPkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

/**
 * react, react-dom (and subpaths), @emotion/react, @site/shared/router (React Router), @site/shared/query
 * (TanStack Query), @site/shared/i18next (i18next and react-i18next), @site/shared/html (DOMPurify), @site/shared
 * (which bundles zustand: every store the apps share lives in it).
 */
export function sharedSingletons(): NonNullable<MfOptions['shared']> {
  const d = sharedPkg.dependencies;
  const s = (requiredVersion: string | undefined) => ({
    singleton: true,
    requiredVersion: requiredVersion ?? (false as const),
  });
  return {
    react: s(d.react),
    'react/jsx-runtime': s(d.react),
    'react-dom': s(d['react-dom']),
    'react-dom/client': s(d['react-dom']),
    '@emotion/react': s(d['@emotion/react']),
    '@emotion/react/jsx-runtime': s(d['@emotion/react']),
    // TanStack Query (the version of shared/package.json) through its one re-export file: one QueryClient
    // context and cache for the page, and only the parts the platform uses (shared/src/data/query.ts).
    '@site/shared/query': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
    // React Router through its one re-export file, like TanStack Query: one router context, and only the parts
    // the platform uses (shared/src/router.ts; the whole package is ~29 KB gzip more on the home page).
    '@site/shared/router': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
    // i18next and react-i18next through one re-export file, like React Router: one react-i18next module (the
    // instance initI18n hands it is the one every app's useTranslation reads), and only the parts the platform
    // uses (shared/src/i18n/i18next.ts). zustand is no shared entry: only @site/shared's stores use it, so it is
    // bundled inside the @site/shared singleton (one store module per page all the same).
    '@site/shared/i18next': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
    // Operator HTML made safe (DOMPurify and its one configuration): loaded once, and only by pages showing such HTML.
    '@site/shared/html': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
    '@site/shared': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
  };
}

/**
 * The contract version an app is built against: shared/package.json's version (CONTRACT_VERSION is the same
 * number, checked by a test), or SITE_CONTRACT_VERSION at build time to build as if against another version
 * (the e2e test of a remote built against a newer minor uses it).
 */
export function builtContractVersion(env: NodeJS.ProcessEnv = process.env): string {
  const v = env.SITE_CONTRACT_VERSION?.trim() || sharedPkg.version;
  if (!/^\d+\.\d+\.\d+$/.test(v)) throw new Error(`SITE_CONTRACT_VERSION: not a version: ${v}`);
  return v;
}

/**
 * The range a remote built against `version` needs from the host: the same major, at least this minor
 * (a remote may use what this minor added). `2.3.1` → `^2.3.0`.
 */
export function contractRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

export const CONTRACT_RANGE = contractRange(builtContractVersion());

export interface AppBuild {
  /** The app's folder. */
  dir: string;
  mf: MfOptions;
  /** The host builds an index.html; remotes do not. */
  html?: { template: string };
  publicPath: string;
}

export function appConfig({ dir, mf, html, publicPath }: AppBuild): Configuration {
  const prod = process.env.NODE_ENV !== 'development';
  return {
    mode: prod ? 'production' : 'development',
    context: dir,
    // Remotes have no entry of their own: the federation plugin adds the container (remoteEntry.js).
    entry: html ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: process.env.SOURCE_MAP ? 'source-map' : prod ? false : 'cheap-module-source-map',
    output: {
      // SITE_BUILD_OUT builds elsewhere (a test's copy of a remote); default the app's dist/.
      path: process.env.SITE_BUILD_OUT ? path.resolve(process.env.SITE_BUILD_OUT) : path.join(dir, 'dist'),
      publicPath,
      uniqueName: String(mf.name),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // A remote's chunks are loaded with `integrity` (RemoteIntegrityPlugin, build/remote.ts), which needs CORS mode.
      ...(html ? {} : { crossOriginLoading: 'anonymous' as const }),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', importSource: '@emotion/react', development: !prod },
              },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({ dts: false, manifest: true, ...mf }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
      }),
      ...(html
        ? [
            new rspack.HtmlRspackPlugin({
              template: html.template,
              inject: 'head',
              scriptLoading: 'defer',
              minify: false,
            }),
          ]
        : []),
    ],
    optimization: { minimize: prod && !process.env.NO_MINIFY },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
