import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/en';
import php from '../../i18n/php';
import cn from '../../i18n/cn';
import type { Translate } from '../../i18n/messages';
import { selectionText, type Selection } from './text';

async function translator(lng: 'EN' | 'PHP' | 'CN'): Promise<Translate> {
  const i = i18next.createInstance();
  await i.init({
    lng,
    fallbackLng: 'EN',
    resources: { EN: { sportsbook: en }, PHP: { sportsbook: php }, CN: { sportsbook: cn } },
    defaultNS: 'sportsbook',
    interpolation: { escapeValue: false },
  });
  return (key, options) => i.t(key, options ?? {});
}

const base: Selection = {
  bet_type: 'TWTN',
  home_away: 1,
  criteria1: '',
  home_team_name: 'Lions',
  away_team_name: 'Tigers',
  home_name_cn: '狮子',
};

describe('selectionText', () => {
  it('names the market and the pick in EN, PHP and CN', async () => {
    const [tEn, tPhp, tCn] = await Promise.all([translator('EN'), translator('PHP'), translator('CN')]);
    expect(selectionText(base, tEn, 'EN')).toBe('To win to nil: Lions');
    expect(selectionText(base, tPhp, 'PHP')).toBe('Manalo nang walang gol ang kalaban: Lions');
    expect(selectionText(base, tCn, 'CN')).toBe('零封取胜：狮子');
  });

  it('first-half markets say so, in the language', async () => {
    const ou: Selection = { ...base, bet_type: 'OUH', home_away: 2, criteria1: '2.5' };
    expect(selectionText(ou, await translator('EN'), 'EN')).toBe('Under 2.5 (1st half)');
    expect(selectionText(ou, await translator('CN'), 'CN')).toBe('小 2.5（上半场）');
    expect(selectionText(ou, await translator('PHP'), 'PHP')).toBe('Kulang 2.5 (unang kalahati)');
  });

  it('draws, double chance and handicap lines', async () => {
    const t = await translator('EN');
    expect(selectionText({ ...base, bet_type: '1X2', home_away: 3 }, t)).toBe('Draw');
    expect(selectionText({ ...base, bet_type: 'DC', home_away: 3 }, t)).toBe(
      'Double chance: Lions or Tigers',
    );
    expect(selectionText({ ...base, bet_type: 'DC', home_away: 2 }, t)).toBe('Double chance: Tigers or Draw');
    expect(selectionText({ ...base, bet_type: 'HDP', home_away: 2, criteria1: '-0.5' }, t)).toBe(
      'Tigers -0.5',
    );
    expect(selectionText({ ...base, bet_type: 'PARLAY' }, await translator('CN'), 'CN')).toBe('串关');
  });

  it('every language file has every EN key', () => {
    expect(Object.keys(php).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
  });
});
