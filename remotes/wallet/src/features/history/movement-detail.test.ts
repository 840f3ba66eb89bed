import { describe, expect, it } from 'vitest';
import { movementDetail } from './movement-detail';

describe('movementDetail', () => {
  it('names a sports bet by its number', () => {
    expect(movementDetail('bet:123')).toEqual({ key: 'detailSportsBet', values: { id: '123' } });
  });

  it("names a casino game's round by its provider", () => {
    expect(movementDetail('JILI:r-99')).toEqual({ key: 'detailGameRound', values: { provider: 'JILI' } });
    expect(movementDetail('HOUSE:crash-1-7')).toEqual({
      key: 'detailGameRound',
      values: { provider: 'HOUSE' },
    });
  });

  it('names each kind of bonus', () => {
    expect(movementDetail('promotion:4')?.key).toBe('detailPromotion');
    expect(movementDetail('mission:2:2026-11-28')?.key).toBe('detailMission');
    expect(movementDetail('spin:81')?.key).toBe('detailSpin');
    expect(movementDetail('inbox:12')?.key).toBe('detailInbox');
    expect(movementDetail('console-bonus:5')?.key).toBe('detailOperatorBonus');
  });

  it('leaves a reference it does not know as it is', () => {
    expect(movementDetail('legacy:7')).toBeNull();
    expect(movementDetail('bet:abc')).toBeNull();
    expect(movementDetail('')).toBeNull();
  });
});
