/** Display text of one bet selection (SPEC §3 bet selection display, §9 bet types). Pure; unit-tested. */
export interface Selection {
  bet_type: string;
  home_away: 1 | 2 | 3;
  criteria1: string;
  home_team_name: string;
  away_team_name: string;
  [k: `home_name_${string}` | `away_name_${string}`]: string | undefined;
}

const HALF = new Set(['HDPH', 'OUH', 'OEH', 'MLH', '1X2H', '1X2HDPH', 'CSH', 'TGH', 'HTFTH', 'FGLGH', 'DCH']);

/** Team names in the player's language (`home_name_cn`…), falling back to the plain names. */
export function teams(s: Selection, lang: string): { home: string; away: string } {
  const l = lang.toLowerCase();
  return { home: s[`home_name_${l}`] || s.home_team_name, away: s[`away_name_${l}`] || s.away_team_name };
}

export function selectionText(s: Selection, lang = 'en'): string {
  const { home, away } = teams(s, lang);
  const side = s.home_away === 1 ? home : s.home_away === 2 ? away : 'Draw';
  const half = HALF.has(s.bet_type) ? ' (1st half)' : '';
  const base =
    s.bet_type.replace(/H$/, '') === s.bet_type
      ? s.bet_type
      : HALF.has(s.bet_type)
        ? s.bet_type.slice(0, -1)
        : s.bet_type;
  switch (base) {
    case 'HDP':
    case '1X2HDP':
      return `${side} ${s.criteria1}${half}`;
    case 'OU':
      return `${s.home_away === 1 ? 'Over' : 'Under'} ${s.criteria1}${half}`;
    case 'OE':
      return `${s.home_away === 1 ? 'Odd' : 'Even'}${half}`;
    case 'ML':
    case '1X2':
    case 'DNB':
      return `${side}${half}`;
    case 'CS':
      return `Correct score ${s.criteria1}${half}`;
    case 'TG':
      return `Total goals ${s.criteria1}${half}`;
    case 'HTFT':
      return `Half time / full time ${s.criteria1}${half}`;
    case 'FGLG':
      return `${s.home_away === 1 ? 'First goal' : 'Last goal'}: ${side}${half}`;
    case 'DC':
      return `Double chance ${s.home_away === 1 ? `${home} or draw` : s.home_away === 2 ? `${away} or draw` : `${home} or ${away}`}${half}`;
    case 'HNB':
      return `Home no bet: ${s.home_away === 2 ? away : 'Draw'}`;
    case 'ANB':
      return `Away no bet: ${s.home_away === 1 ? home : 'Draw'}`;
    case 'BS':
      return `${s.home_away === 1 ? 'Big' : 'Small'} ${s.criteria1}`;
    case 'OR':
      return `Outright: ${side}`;
    case 'CL':
      return `Clean sheet: ${side}`;
    case 'TWTN':
      return `To win to nil: ${side}`;
    case 'PARLAY':
      return 'Parlay';
    default:
      return `${s.bet_type} ${side} ${s.criteria1}`.trim();
  }
}
