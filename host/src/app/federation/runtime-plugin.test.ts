import { describe, expect, it } from 'vitest';
import {
  FEDERATION_BUNDLER_RUNTIME,
  FEDERATION_GLOBALS,
  FEDERATION_INTEGRITY_GLOBAL,
} from '@site/shared/build/remote';
import { scriptIntegrity } from './integrity';
import { provideFederationGlobals } from './runtime-plugin';

describe('the federation runtime parts the host hands to remotes (issue 16.2)', () => {
  it('sets every global a remote is built to take, each the real package', () => {
    const target: Record<string, unknown> = {};
    provideFederationGlobals(target);
    expect(Object.keys(target).sort()).toEqual(
      [...Object.values(FEDERATION_GLOBALS), FEDERATION_INTEGRITY_GLOBAL, FEDERATION_BUNDLER_RUNTIME].sort(),
    );
    expect(target[FEDERATION_INTEGRITY_GLOBAL]).toBe(scriptIntegrity);
    const sdk = target[FEDERATION_GLOBALS['@module-federation/sdk']] as Record<string, unknown>;
    const codes = target[FEDERATION_GLOBALS['@module-federation/error-codes']] as Record<string, unknown>;
    // what the remotes' bundler runtime calls on them
    expect(typeof sdk.generateSnapshotFromManifest).toBe('function');
    expect(typeof sdk.isBrowserEnv).toBe('function');
    expect(typeof codes.getShortErrorMsg).toBe('function');
  });

  it('keeps a copy another provider set first', () => {
    const first = { mine: true };
    const target: Record<string, unknown> = { _FEDERATION_SDK: first };
    provideFederationGlobals(target);
    expect(target._FEDERATION_SDK).toBe(first);
  });
});
