/** Display text of one bet selection (SPEC §3 bet selection display, §9 bet types). Pure; unit-tested. */
import type { BetSelection } from '@site/shared';
import type { Translate } from '../../i18n/messages';

/** A selection as the bet history answers it (contract: betSelection). */
export type Selection = BetSelection;

const HALF = new Set(['HDPH', 'OUH', 'OEH', 'MLH', '1X2H', '1X2HDPH', 'CSH', 'TGH', 'HTFTH', 'FGLGH', 'DCH']);

/** Team names in the player's language (`home_name_cn`…), falling back to the plain names. */
export function teams(s: Selection, lang: string): { home: string; away: string } {
  const l = lang.toLowerCase();
  const named = (key: string) => {
    const v = s[key];
    return typeof v === 'string' ? v : '';
  };
  return {
    home: named(`home_name_${l}`) || s.home_team_name,
    away: named(`away_name_${l}`) || s.away_team_name,
  };
}

/** What was picked, in the page's language (`lang`: EN, PHP, CN…; `t` bound to the sportsbook namespace). */
export function selectionText(s: Selection, t: Translate, lang = 'EN'): string {
  const { home, away } = teams(s, lang);
  const draw = t('draw');
  const side = s.home_away === 1 ? home : s.home_away === 2 ? away : draw;
  const half = HALF.has(s.bet_type);
  const base = half ? s.bet_type.slice(0, -1) : s.bet_type;
  const line = s.criteria1;
  const text = pick(base, s, { home, away, side, draw, line }, t);
  return half ? t('firstHalf', { text }) : text;
}

function pick(
  base: string,
  s: Selection,
  v: { home: string; away: string; side: string; draw: string; line: string },
  t: Translate,
): string {
  const first = s.home_away === 1;
  switch (base) {
    case 'HDP':
    case '1X2HDP':
      return `${v.side} ${v.line}`.trim();
    case 'OU':
      return t(first ? 'over' : 'under', { line: v.line });
    case 'OE':
      return t(first ? 'odd' : 'even');
    case 'ML':
    case '1X2':
    case 'DNB':
      return v.side;
    case 'CS':
      return t('correctScore', { line: v.line });
    case 'TG':
      return t('totalGoals', { line: v.line });
    case 'HTFT':
      return t('halfTimeFullTime', { line: v.line });
    case 'FGLG':
      return t(first ? 'firstGoal' : 'lastGoal', { side: v.side });
    case 'DC':
      return s.home_away === 3
        ? t('doubleChance', { a: v.home, b: v.away })
        : t('doubleChance', { a: first ? v.home : v.away, b: v.draw });
    case 'HNB':
      return t('homeNoBet', { side: s.home_away === 2 ? v.away : v.draw });
    case 'ANB':
      return t('awayNoBet', { side: first ? v.home : v.draw });
    case 'BS':
      return t(first ? 'big' : 'small', { line: v.line });
    case 'OR':
      return t('outright', { side: v.side });
    case 'CL':
      return t('cleanSheet', { side: v.side });
    case 'TWTN':
      return t('toWinToNil', { side: v.side });
    case 'PARLAY':
      return t('parlay');
    default:
      return `${s.bet_type} ${v.side} ${v.line}`.trim();
  }
}
