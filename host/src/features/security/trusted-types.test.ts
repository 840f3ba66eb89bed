import { describe, expect, it } from 'vitest';
import { scriptUrlAllowed, trustScriptOrigins } from './trusted-types';

describe('Trusted Types default policy: script URLs', () => {
  const here = 'https://casino1.example/slots';

  it('allows this origin (relative or absolute)', () => {
    expect(scriptUrlAllowed('/static/app.js', here)).toBe(true);
    expect(scriptUrlAllowed('https://casino1.example/cdn/games/1.0.0/remoteEntry.js', here)).toBe(true);
  });

  it('refuses another origin until a remote was registered from it', () => {
    const url = 'https://cdn.example/games/2.0.0/remoteEntry.js';
    expect(scriptUrlAllowed(url, here)).toBe(false);
    trustScriptOrigins(['https://cdn.example/games/2.0.0/mf-manifest.json'], here);
    expect(scriptUrlAllowed(url, here)).toBe(true);
    expect(scriptUrlAllowed('https://evil.example/x.js', here)).toBe(false);
  });

  it('refuses what is not a URL, and javascript: URLs', () => {
    expect(scriptUrlAllowed('http://[bad', here)).toBe(false);
    expect(scriptUrlAllowed('javascript:alert(1)', here)).toBe(false);
  });
});
