import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appConfig, sharedSingletons } from './index';

export interface RemotePackage {
  name: string;
  version: string;
  site: {
    contract: string;
    routes: { path: string; module: string; auth: boolean; layout?: string; guard?: 'guest' }[];
  };
}

export function readRemotePackage(dir: string): RemotePackage {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as RemotePackage;
}

/** The federation options of a remote: its exposes, the shared singletons, and the host's runtime. */
export function remoteFederation(dir: string, exposes: Record<string, string>) {
  const pkg = readRemotePackage(dir);
  return {
    name: pkg.name.replace('@site/', ''),
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(),
    // Use the host's federation runtime instead of bundling a copy (~33 KB gz) into every remoteEntry.js.
    experiments: { externalRuntime: true },
  };
}

export function remoteConfig(dir: string, mf: ReturnType<typeof remoteFederation>) {
  return appConfig({ dir, mf, publicPath: 'auto' });
}
