import { describe, expect, it } from 'vitest';
import { createInstance } from '@site/shared/i18next';
import en from '../../i18n/en';
import php from '../../i18n/php';
import cn from '../../i18n/cn';
import type { Translate } from '../../i18n/messages';
import {
  BET_TYPE_CODES,
  formatLine,
  marketName,
  oppositeLine,
  selectionText,
  teams,
  type Selection,
} from './text';

type Lang = 'EN' | 'PHP' | 'CN';
async function translator(lng: Lang): Promise<Translate> {
  const i = createInstance();
  await i.init({
    lng,
    fallbackLng: 'EN',
    resources: { EN: { sportsbook: en }, PHP: { sportsbook: php }, CN: { sportsbook: cn } },
    defaultNS: 'sportsbook',
    interpolation: { escapeValue: false },
  });
  return (key, options) => i.t(key, options ?? {});
}
const T = {
  EN: await translator('EN'),
  PHP: await translator('PHP'),
  CN: await translator('CN'),
};

const teamsOf = {
  home_team_name: 'Lions',
  away_team_name: 'Tigers',
  home_name_cn: '狮子',
  away_name_cn: '老虎',
  home_name_php: 'Mga Leon',
  away_name_php: 'Mga Tigre',
};

/** The line each type carries in the data (docs/sportsbook.md). */
const LINE: Record<string, string> = {
  HDP: '-0.25',
  OU: '2.75',
  '1X2HDP': '-1',
  CS: '2:1',
  TG: '2-3',
  BS: '210.5',
  HTFT: '1/X',
  FGLG: 'FG',
};
const lineOf = (type: string) => LINE[type.replace(/H$/, '') in LINE ? type.replace(/H$/, '') : type] ?? '';

/** What a player reads in English, for every type × home_away (the data's conventions, text.ts). */
const EN: Record<string, [string, string, string]> = {
  PARLAY: ['Parlay', 'Parlay', 'Parlay'],
  HDP: ['Lions -0/0.5', 'Tigers +0/0.5', 'Draw -0/0.5'],
  OU: ['Over 2.5/3', 'Under 2.5/3', 'Under 2.5/3'],
  OE: ['Odd', 'Even', 'Even'],
  ML: ['Lions', 'Tigers', 'Draw'],
  '1X2': ['Lions', 'Tigers', 'Draw'],
  '1X2HDP': ['Lions (-1)', 'Tigers (+1)', 'Draw (-1)'],
  CS: ['Correct score 2-1', 'Correct score 2-1', 'Correct score 2-1'],
  TG: ['Total goals 2-3', 'Total goals 2-3', 'Total goals 2-3'],
  OR: ['Outright: Lions', 'Outright: Tigers', 'Outright: Draw'],
  BS: ['Big 210.5', 'Small 210.5', 'Small 210.5'],
  HTFT: [
    'Half time / full time: Lions / Draw',
    'Half time / full time: Lions / Draw',
    'Half time / full time: Lions / Draw',
  ],
  FGLG: ['First goal: Lions', 'First goal: Tigers', 'No goal'],
  CL: ['Clean sheet: Lions', 'Clean sheet: Tigers', 'No clean sheet'],
  HNB: ['Home no bet: Draw', 'Home no bet: Tigers', 'Home no bet: Draw'],
  ANB: ['Away no bet: Lions', 'Away no bet: Draw', 'Away no bet: Draw'],
  DNB: ['Draw no bet: Lions', 'Draw no bet: Tigers', 'Draw no bet: Draw'],
  TWTN: ['To win to nil: Lions', 'To win to nil: Tigers', 'To win to nil: Draw'],
  DC: ['Double chance: Lions or Draw', 'Double chance: Tigers or Draw', 'Double chance: Lions or Tigers'],
};

const sel = (bet_type: string, home_away: 1 | 2 | 3, extra: Partial<Selection> = {}): Selection => ({
  ...teamsOf,
  bet_type,
  home_away,
  criteria1: lineOf(bet_type),
  ...extra,
});

describe('selectionText: every SPEC §9 type × home_away × language', () => {
  it('covers the 30 types', () => {
    expect(BET_TYPE_CODES).toHaveLength(30);
  });

  for (const type of BET_TYPE_CODES) {
    const base = type.endsWith('H') && type !== 'PARLAY' && !(type in EN) ? type.slice(0, -1) : type;
    const half = base !== type;
    for (const ha of [1, 2, 3] as const) {
      it(`${type} home_away ${ha}`, () => {
        const expected = EN[base]![ha - 1]!;
        const enText = selectionText(sel(type, ha), T.EN, 'EN');
        expect(enText).toBe(half ? `${expected} (1st half)` : expected);
        for (const lang of ['PHP', 'CN'] as const) {
          const text = selectionText(sel(type, ha), T[lang], lang);
          expect(text).not.toMatch(/\{\{|m_|undefined/);
          expect(text).not.toBe('');
          // team names in the page's language, never the English ones when the data has a translation
          expect(text).not.toMatch(/Lions|Tigers/);
          if (half) expect(text).toContain(lang === 'CN' ? '上半场' : 'unang kalahati');
        }
        expect(marketName(type, T.EN)).not.toMatch(/m_|Market /);
        expect(marketName(type, T.CN)).not.toMatch(/m_|玩法 /);
        expect(marketName(type, T.PHP)).not.toMatch(/m_|Merkado /);
      });
    }
  }

  it('reads picks in Chinese and Filipino with the teams of the language', () => {
    expect(selectionText(sel('HDP', 2), T.CN, 'CN')).toBe('老虎 +0/0.5');
    expect(selectionText(sel('OUH', 1), T.CN, 'CN')).toBe('大 2.5/3（上半场）');
    expect(selectionText(sel('DC', 3), T.CN, 'CN')).toBe('双重机会：狮子或老虎');
    expect(selectionText(sel('TWTN', 1), T.PHP, 'PHP')).toBe('Manalo nang walang gol ang kalaban: Mga Leon');
    expect(selectionText(sel('OUH', 2), T.PHP, 'PHP')).toBe('Kulang 2.5/3 (unang kalahati)');
    expect(marketName('HDPH', T.CN)).toBe('让球（上半场）');
    expect(marketName('HDPH', T.EN)).toBe('Asian handicap – 1st half');
    expect(marketName('1X2HDP', T.PHP)).toBe('1X2 handicap');
  });

  it('falls back to English names, then the plain names, when the language has none', () => {
    const s: Selection = {
      bet_type: 'ML',
      home_away: 1,
      criteria1: '',
      home_team_name: 'A',
      away_team_name: 'B',
      home_name_en: 'Alpha',
    };
    expect(teams(s, 'CN')).toEqual({ home: 'Alpha', away: 'B' });
    expect(selectionText(s, T.CN, 'CN')).toBe('Alpha');
  });

  it('an unknown bet type is named as such, never crashes', () => {
    const s = sel('ZZZ', 1, { criteria1: '1.5' });
    expect(selectionText(s, T.EN, 'EN')).toBe('Market ZZZ: Lions 1.5');
    expect(marketName('ZZZ', T.CN)).toBe('玩法 ZZZ');
  });

  it('a live bet shows the score when it was placed', () => {
    expect(selectionText(sel('HDP', 1, { live_score: '1-0' }), T.EN, 'EN')).toBe('Lions -0/0.5 · Live 1-0');
  });

  it('team names with markup stay text (no HTML is built here)', () => {
    const s = sel('ML', 1, { home_team_name: '<img src=x onerror=alert(1)>', home_name_en: '' });
    expect(selectionText(s, T.EN, 'EN')).toBe('<img src=x onerror=alert(1)>');
  });

  it('every language file has every EN key', () => {
    expect(Object.keys(php).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('lines', () => {
  it('quarter lines read as their two halves', () => {
    expect(formatLine('0.25')).toBe('0/0.5');
    expect(formatLine('-0.25', true)).toBe('-0/0.5');
    expect(formatLine('0.75', true)).toBe('+0.5/1');
    expect(formatLine('-1.75', true)).toBe('-1.5/2');
    expect(formatLine('2.25')).toBe('2/2.5');
    expect(formatLine('2.5')).toBe('2.5');
    expect(formatLine('-0.5', true)).toBe('-0.5');
    expect(formatLine('0', true)).toBe('0');
    expect(formatLine('0/0.5')).toBe('0/0.5');
    expect(formatLine('abc')).toBe('abc');
  });
  it('the away side reads the opposite handicap', () => {
    expect(oppositeLine('-0.5')).toBe('+0.5');
    expect(oppositeLine('+1')).toBe('-1');
    expect(oppositeLine('0.25')).toBe('-0.25');
    expect(oppositeLine('0')).toBe('0');
  });
});
