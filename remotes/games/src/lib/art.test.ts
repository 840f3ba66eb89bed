import { describe, expect, it } from 'vitest';
import { gameArt, hash, initials, seeded, SYMBOLS } from './art';

describe('game art', () => {
  it('is the same for the same game, every time', () => {
    const g = { game_code: 'PPLAY-SLOT_GAME-001', game_name: 'Golden Reels', game_type: 'SLOTS' };
    expect(gameArt(g)).toEqual(gameArt({ ...g }));
  });
  it('differs between games', () => {
    const arts = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify(gameArt({ game_code: `JILI-${i}`, game_name: 'Lucky Star', game_type: 'SLOTS' })),
    );
    expect(new Set(arts).size).toBe(50);
  });
  it('draws the category’s symbols and lettering', () => {
    const fish = gameArt({ game_code: 'CQ9-FISH-1', game_name: 'Ocean King', game_type: 'FISH' });
    expect(fish.symbol).toBe('fish');
    const hashArt = gameArt({ game_code: 'HASHX-1', game_name: 'Hash Dice', game_type: 'HASH' });
    expect(hashArt.font).toMatch(/monospace/);
    expect(Object.keys(SYMBOLS)).toContain(
      gameArt({ game_code: 'X', game_name: 'X', game_type: 'unknown' }).symbol,
    );
  });
  it('initials skip numbers and punctuation', () => {
    expect(initials('Golden Reels 12')).toBe('GR');
    expect(initials('fire-ox')).toBe('FO');
    expect(initials('龙虎斗')).toBe('龙');
    expect(initials('777')).toBe('77');
  });
  it('hash and generator are deterministic', () => {
    expect(hash('abc')).toBe(hash('abc'));
    expect(hash('abc')).not.toBe(hash('abd'));
    const a = seeded(1);
    const b = seeded(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
