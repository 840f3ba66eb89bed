import { describe, expect, it } from 'vitest';
import { appStoreLink } from './appLink';
import { viewportOf } from '../viewport/viewport';

const site = { android_sub: 'com.example.player', ios_sub: 'id42' };

describe('app download link', () => {
  it('Google Play by default, the App Store on iOS, none without an app', () => {
    expect(appStoreLink(site, 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'https://play.google.com/store/apps/details?id=com.example.player',
    );
    expect(appStoreLink(site, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'https://apps.apple.com/app/id42',
    );
    expect(appStoreLink({ android_sub: '', ios_sub: 'id42' }, 'Android')).toBe(
      'https://apps.apple.com/app/id42',
    );
    expect(appStoreLink({ android_sub: '', ios_sub: '' }, 'Android')).toBeNull();
    expect(appStoreLink(null, 'Android')).toBeNull();
  });
});

describe('viewport cookie value (SPEC §9 breakpoints)', () => {
  it('mobile below 768, tablet below 1024, desktop from 1024', () => {
    expect(viewportOf(375)).toBe('mobile');
    expect(viewportOf(768)).toBe('tablet');
    expect(viewportOf(1023)).toBe('tablet');
    expect(viewportOf(1024)).toBe('desktop');
  });
});
