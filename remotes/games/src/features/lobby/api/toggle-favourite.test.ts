import { describe, expect, it } from 'vitest';
import { failKey } from './toggle-favourite';

describe('failKey: the games message a refused heart shows', () => {
  it('names the two refusals a player can act on, in the games namespace', () => {
    expect(failKey('tooManyFavourites')).toBe('games:tooManyFavourites');
    expect(failKey('gameNotFound')).toBe('games:gameNotFound');
  });
  it('says the generic line for anything else', () => {
    expect(failKey('Network Error')).toBe('games:favFailed');
    expect(failKey('')).toBe('games:favFailed');
  });
});
