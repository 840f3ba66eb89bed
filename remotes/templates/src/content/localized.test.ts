import { describe, expect, it } from 'vitest';
import { inLanguage, showsLocal } from './localized';

const item = {
  id: 1,
  title: 'Welcome',
  body: '<p>English</p>',
  local_title: '欢迎',
  local_body: '<p>中文</p>',
};

describe('inLanguage', () => {
  it('EN shows the English title and body', () => {
    expect(inLanguage(item, 'EN')).toMatchObject({ title: 'Welcome', body: '<p>English</p>' });
  });
  it('PHP and CN show the local title and body the operator wrote', () => {
    for (const language of ['PHP', 'CN'])
      expect(inLanguage(item, language)).toMatchObject({ id: 1, title: '欢迎', body: '<p>中文</p>' });
  });
  it('a blank or missing local text falls back to English, each of title and body on its own', () => {
    expect(inLanguage({ ...item, local_title: '  ' }, 'CN')).toMatchObject({
      title: 'Welcome',
      body: '<p>中文</p>',
    });
    expect(inLanguage({ ...item, local_body: '' }, 'PHP')).toMatchObject({
      title: '欢迎',
      body: '<p>English</p>',
    });
    expect(inLanguage({ id: 2, title: 'Old', body: 'b' }, 'CN')).toMatchObject({ title: 'Old', body: 'b' });
  });
  it('an unknown language is the English page', () => {
    expect(showsLocal('XX')).toBe(false);
    expect(inLanguage(item, 'XX').title).toBe('Welcome');
  });
});
