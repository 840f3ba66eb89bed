import { describe, expect, it } from 'vitest';
import { inLanguage } from './localized';

const item = {
  id: 1,
  title: 'Welcome',
  body: '<p>English</p>',
  local_title: 'Maligayang pagdating',
  local_body: '<p>Filipino</p>',
};

describe('inLanguage', () => {
  it('the English page shows the English title and body', () => {
    expect(inLanguage(item, false)).toMatchObject({ title: 'Welcome', body: '<p>English</p>' });
  });
  it('the local page shows the local title and body the operator wrote', () => {
    expect(inLanguage(item, true)).toMatchObject({
      id: 1,
      title: 'Maligayang pagdating',
      body: '<p>Filipino</p>',
    });
  });
  it('a blank or missing local text falls back to English, each of title and body on its own', () => {
    expect(inLanguage({ ...item, local_title: '  ' }, true)).toMatchObject({
      title: 'Welcome',
      body: '<p>Filipino</p>',
    });
    expect(inLanguage({ ...item, local_body: '' }, true)).toMatchObject({
      title: 'Maligayang pagdating',
      body: '<p>English</p>',
    });
    expect(inLanguage({ id: 2, title: 'Old', body: 'b' }, true)).toMatchObject({ title: 'Old', body: 'b' });
  });
});
