import { describe, expect, it } from 'vitest';
import { androidLink, iosLink } from './app-links';

describe('app store links', () => {
  it('builds store links from ids, keeps https links, refuses anything else', () => {
    expect(androidLink('com.example.player')).toBe(
      'https://play.google.com/store/apps/details?id=com.example.player',
    );
    expect(iosLink('id0000000001')).toBe('https://apps.apple.com/app/id0000000001');
    expect(iosLink('123456789')).toBe('https://apps.apple.com/app/id123456789');
    expect(androidLink('https://example.com/app.apk')).toBe('https://example.com/app.apk');
    expect(androidLink('')).toBeNull();
    expect(androidLink('javascript:alert(1)')).toBeNull();
    expect(iosLink('http://x.test/')).toBeNull();
  });
});
