/**
 * The operator console's build (docs/console.md "The web app"): a plain single-page app — not a Module
 * Federation remote — bundled to infra/console/dist with content-hashed file names, served by the console
 * listener (infra/src/console/server.ts). Built by `npm run build` (scripts/build-all.ts) and alone by
 * `npm run build:console`.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const dir = import.meta.dirname;
const prod = process.env.NODE_ENV !== 'development';

const config: Configuration = {
  mode: prod ? 'production' : 'development',
  context: dir,
  entry: { main: './src/index.tsx' },
  target: 'web',
  devtool: prod ? false : 'cheap-module-source-map',
  output: {
    path: path.join(dir, 'dist'),
    publicPath: '/',
    uniqueName: 'console',
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
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
    new rspack.HtmlRspackPlugin({
      template: path.join(dir, 'src/index.html'),
      inject: 'body',
      scriptLoading: 'defer',
      minify: false,
    }),
  ],
  optimization: {
    minimize: prod,
    // the libraries (React, the router, TanStack Query, i18next, Emotion) in a file of their own: a console
    // release that changes only its own code leaves that file cached
    splitChunks: {
      cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial' } },
    },
  },
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default config;
