/** The sportsbook remote's messages (namespace `sportsbook`); PHP and CN have the same keys. */
const en = {
  draw: 'Draw',
  firstHalf: '{{text}} (1st half)',
  over: 'Over {{line}}',
  under: 'Under {{line}}',
  odd: 'Odd',
  even: 'Even',
  big: 'Big {{line}}',
  small: 'Small {{line}}',
  correctScore: 'Correct score {{line}}',
  totalGoals: 'Total goals {{line}}',
  halfTimeFullTime: 'Half time / full time {{line}}',
  firstGoal: 'First goal: {{side}}',
  lastGoal: 'Last goal: {{side}}',
  doubleChance: 'Double chance: {{a}} or {{b}}',
  homeNoBet: 'Home no bet: {{side}}',
  awayNoBet: 'Away no bet: {{side}}',
  outright: 'Outright: {{side}}',
  cleanSheet: 'Clean sheet: {{side}}',
  toWinToNil: 'To win to nil: {{side}}',
  parlay: 'Parlay',
  match: '{{home}} vs {{away}}',
};
export type Messages = Record<keyof typeof en, string>;
export default en satisfies Messages;
