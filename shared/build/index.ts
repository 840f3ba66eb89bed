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

/** react, react-dom (and subpaths), react-router, zustand, i18next, react-i18next, @emotion/react, @site/shared. */
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
    'react-router': s(d['react-router']),
    zustand: s(d.zustand),
    'zustand/middleware': s(d.zustand),
    i18next: s(d.i18next),
    'react-i18next': s(d['react-i18next']),
    '@emotion/react': s(d['@emotion/react']),
    '@emotion/react/jsx-runtime': s(d['@emotion/react']),
    '@site/shared': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
      version: sharedPkg.version,
    },
  };
}

export const CONTRACT_RANGE = `^${sharedPkg.version.split('.')[0]}.0.0`;

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
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: String(mf.name),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
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
              inject: 'body',
              scriptLoading: 'defer',
              minify: false,
            }),
          ]
        : []),
    ],
    optimization: { minimize: prod },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
