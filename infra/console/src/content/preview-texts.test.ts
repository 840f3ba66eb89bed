import { describe, expect, it } from 'vitest';
import { previewTexts } from './preview-texts';

const f = {
  title: 'Welcome',
  body: '<p>EN</p>',
  local_title: 'Maligayang pagdating',
  local_body: '<p>PHP</p>',
};

describe('previewTexts', () => {
  it('the English tab previews the English title and body', () => {
    expect(previewTexts(f, 'en')).toEqual({ title: 'Welcome', body: '<p>EN</p>' });
  });
  it('the local tab previews the local ones', () => {
    expect(previewTexts(f, 'local')).toEqual({ title: 'Maligayang pagdating', body: '<p>PHP</p>' });
  });
  it('a blank local text previews the English one, as players on PHP / CN pages see it', () => {
    expect(previewTexts({ ...f, local_title: ' ', local_body: '' }, 'local')).toEqual({
      title: 'Welcome',
      body: '<p>EN</p>',
    });
  });
});
