/**
 * Display text of one bet selection (SPEC §3 bet selection display, §9 bet types). Pure; unit-tested for every
 * type × home_away × language (text.test.ts). The meaning of each type is in docs/sportsbook.md.
 *
 * Conventions of the data: `home_away` 1 = home, 2 = away, 3 = draw (or the third pick of a market);
 * `criteria1` is the market's line as the home side reads it (HDP `-0.5` = home gives half a goal, so the away
 * pick reads `+0.5`), the total of OU/BS, the score of CS (`2-1`), the band of TG (`2-3`), the pair of HTFT
 * (`1/X`), `FG` or `LG` for FGLG. A line that ends in .25 or .75 is a quarter line and reads as its two halves
 * (`-0.25` → `-0/0.5`, `2.75` → `2.5/3`).
 */
import type { BetSelection } from '@site/shared';
import type { MessageKey, Translate } from '../../i18n/messages';

/** A selection as the bet history answers it (contract: betSelection). */
export type Selection = BetSelection;

/** Every bet type of SPEC §9, in the order of the spec. */
export const BET_TYPE_CODES = [
  'PARLAY',
  'HDP',
  'HDPH',
  'OU',
  'OUH',
  'OE',
  'OEH',
  'ML',
  'MLH',
  '1X2',
  '1X2H',
  '1X2HDP',
  '1X2HDPH',
  'CS',
  'CSH',
  'TG',
  'TGH',
  'OR',
  'BS',
  'HTFT',
  'HTFTH',
  'FGLG',
  'FGLGH',
  'CL',
  'HNB',
  'ANB',
  'DNB',
  'TWTN',
  'DC',
  'DCH',
] as const;

const HALF = new Set(['HDPH', 'OUH', 'OEH', 'MLH', '1X2H', '1X2HDPH', 'CSH', 'TGH', 'HTFTH', 'FGLGH', 'DCH']);
const KNOWN = new Set<string>(BET_TYPE_CODES);

/** The full-match type of a first-half type (`HDPH` → `HDP`), and whether it is a first-half type. */
export function baseType(betType: string): { base: string; half: boolean } {
  const half = HALF.has(betType);
  return { base: half ? betType.slice(0, -1) : betType, half };
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A handicap or total line as players read it: quarter lines split into their two halves (`0.25` → `0/0.5`,
 * `-1.75` → `-1.5/2`), `signed` keeps a `+` on positive handicaps. A line already written as `a/b` or not a
 * number is returned as given.
 */
export function formatLine(raw: string, signed = false): string {
  const text = raw.trim();
  if (text === '' || text.includes('/')) return text;
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : signed && n > 0 ? '+' : '';
  const quarter = Math.abs(((abs * 4) % 2) - 1) < 1e-9; // .25 or .75
  if (quarter) return `${sign}${trim(abs - 0.25)}/${trim(abs + 0.25)}`;
  return `${sign}${trim(abs)}`;
}

/** The opposite side's handicap (`-0.5` → `+0.5`, `0/0.5` → `-0/0.5`). */
export function oppositeLine(raw: string): string {
  const text = raw.trim();
  if (text === '' || /^[+-]?0(\.0+)?$/.test(text)) return text.replace(/^[+-]/, '');
  if (text.startsWith('-')) return `+${text.slice(1)}`;
  if (text.startsWith('+')) return `-${text.slice(1)}`;
  return `-${text}`;
}

/** Team names in the player's language (`home_name_cn`…), falling back to English and then the plain names. */
export function teams(s: Selection, lang: string): { home: string; away: string } {
  const named = (key: string) => {
    const v = s[key];
    return typeof v === 'string' ? v : '';
  };
  const l = lang.toLowerCase();
  return {
    home: named(`home_name_${l}`) || named('home_name_en') || s.home_team_name,
    away: named(`away_name_${l}`) || named('away_name_en') || s.away_team_name,
  };
}

/** The market's name in the page's language (`HDPH` → "Asian handicap – 1st half"); unknown codes say so. */
export function marketName(betType: string, t: Translate): string {
  if (!KNOWN.has(betType)) return t('unknownMarket', { code: betType });
  const { base, half } = baseType(betType);
  const name = t(`m_${base}` as MessageKey);
  return half ? t('marketFirstHalf', { name }) : name;
}

/** What was picked, in the page's language (`lang`: EN, PHP, CN…; `t` bound to the sportsbook namespace). */
export function selectionText(s: Selection, t: Translate, lang = 'EN'): string {
  const { home, away } = teams(s, lang);
  const draw = t('draw');
  const side = s.home_away === 1 ? home : s.home_away === 2 ? away : draw;
  const { base, half } = baseType(s.bet_type);
  const text = KNOWN.has(s.bet_type)
    ? pick(base, s, { home, away, side, draw }, t)
    : `${t('unknownMarket', { code: s.bet_type })}: ${side} ${s.criteria1}`.trim();
  const live =
    typeof s.live_score === 'string' && s.live_score ? ` · ${t('liveScore', { score: s.live_score })}` : '';
  return (half ? t('firstHalf', { text }) : text) + live;
}

/** One side of a result code (`1`/`H` home, `2`/`A` away, `X`/`D` draw). */
function resultSide(code: string, v: { home: string; away: string; draw: string }): string {
  const c = code.trim().toUpperCase();
  if (c === '1' || c === 'H') return v.home;
  if (c === '2' || c === 'A') return v.away;
  if (c === 'X' || c === 'D' || c === '3') return v.draw;
  return code.trim();
}

function pick(
  base: string,
  s: Selection,
  v: { home: string; away: string; side: string; draw: string },
  t: Translate,
): string {
  const ha = s.home_away;
  const raw = s.criteria1;
  switch (base) {
    case 'HDP': {
      // the line is the home side's; the away pick reads the opposite
      const line = formatLine(ha === 2 ? oppositeLine(raw) : raw, true);
      return `${v.side} ${line}`.trim();
    }
    case '1X2HDP': {
      const line = formatLine(ha === 2 ? oppositeLine(raw) : raw, true);
      return t('euroHandicap', { side: v.side, line: line || '0' });
    }
    case 'OU':
      return t(ha === 1 ? 'over' : 'under', { line: formatLine(raw) });
    case 'BS':
      return t(ha === 1 ? 'big' : 'small', { line: formatLine(raw) });
    case 'OE':
      return t(ha === 1 ? 'odd' : 'even');
    case 'ML':
    case '1X2':
      return v.side;
    case 'DNB':
      return t('drawNoBet', { side: v.side });
    case 'CS':
      return t('correctScore', { line: raw.replace(':', '-') });
    case 'TG':
      return t('totalGoals', { line: raw });
    case 'HTFT': {
      const [a = '', b = ''] = raw.split(/[/-]/);
      return t('halfTimeFullTime', { a: resultSide(a, v), b: resultSide(b, v) });
    }
    case 'FGLG': {
      const who = ha === 3 ? t('noGoal') : v.side;
      if (ha === 3) return who;
      return t(raw.trim().toUpperCase() === 'LG' ? 'lastGoal' : 'firstGoal', { side: who });
    }
    case 'DC':
      return ha === 3
        ? t('doubleChance', { a: v.home, b: v.away })
        : t('doubleChance', { a: ha === 1 ? v.home : v.away, b: v.draw });
    case 'HNB':
      return t('homeNoBet', { side: ha === 2 ? v.away : v.draw });
    case 'ANB':
      return t('awayNoBet', { side: ha === 1 ? v.home : v.draw });
    case 'OR':
      return t('outright', { side: raw.trim() || v.side });
    case 'CL':
      return ha === 3 ? t('noCleanSheet') : t('cleanSheet', { side: v.side });
    case 'TWTN':
      return t('toWinToNil', { side: v.side });
    case 'PARLAY':
      return t('parlay');
    default:
      return `${s.bet_type} ${v.side} ${raw}`.trim();
  }
}
