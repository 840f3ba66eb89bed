import { describe, expect, it } from 'vitest';
import { answerText, type AnswerLike } from '@site/shared';
import en from '../../i18n/en';
import php from '../../i18n/php';
import cn from '../../i18n/cn';
import { checkSlip, withoutResolved } from './check';
import { EMPTY_SLIP, type Slip } from './slip';
import { wordSlip, type SlipWords } from './wording';

/** Words of a render in `lang`: a key reads as `lang:key(values)`, money as `lang money`, a refusal as `lang!message`. */
const words = (lang: string): SlipWords => ({
  t: (key, options) =>
    `${lang}:${key}${options && Object.keys(options).length ? JSON.stringify(options) : ''}`,
  answerText: (answer: AnswerLike) => ({ text: `${lang}!${answer.statusMessage}`, field: null }),
  f: { money: (minor) => `${lang} ${(minor / 100).toFixed(2)}` },
});

/** The shared `errors` namespace's EN words the slip could fall back to (shared/src/i18n/locales/EN/errors.ts). */
const ERRORS: Record<string, string> = {
  invalidInput: 'Some of the information is not valid.',
  unknownError: 'Something went wrong.',
};

describe('wordSlip (the slip messages kept by useWorded)', () => {
  it('words a stake problem with its amounts in the words of each render: the same wording reads anew after a language switch', () => {
    const slip: Slip = {
      ...EMPTY_SLIP,
      legs: [
        {
          selection_id: 7,
          event_id: 1,
          bet_type: 'HDP',
          odds: 1.9,
          starts_at: '2030-01-01T00:00:00.000Z',
          selection: {
            bet_type: 'HDP',
            home_away: 1,
            criteria1: '-0.5',
            home_team_name: 'A',
            away_team_name: 'B',
          },
        },
      ],
      stakes: { 7: '0.5' },
    };
    const checked = checkSlip(slip, { moved: 0, closed: 0, suspended: 0 }, null, {
      min: 1000,
      max: 5_000_000,
    });
    if (!('errors' in checked)) throw new Error('expected a stake problem');
    const wording = wordSlip(checked.errors);
    expect(wording(words('EN'))).toEqual({
      7: 'EN:stakeTooLow{"min":"EN 10.00","max":"EN 50000.00"}',
    });
    expect(wording(words('CN'))).toEqual({
      7: 'CN:stakeTooLow{"min":"CN 10.00","max":"CN 50000.00"}',
    });
  });

  it('words a form message without amounts and a server refusal through the answer text, in place', () => {
    const wording = wordSlip({
      form: { key: 'confirmFirst' },
      12: { answer: { statusMessage: 'oddsChanged' } },
    });
    expect(wording(words('PHP'))).toEqual({ form: 'PHP:confirmFirst', 12: 'PHP!oddsChanged' });
  });

  it('words nothing when the slip has no message', () => {
    expect(wordSlip({})(words('EN'))).toEqual({});
  });

  it("words the server's oddsAboveMaximum (prices rose past the cap between the check and the bet) in its own words in EN, PHP and CN, not as invalid input", () => {
    /** Words over the real files: the sportsbook namespace first, then errors (EN), as useWords looks them up. */
    const real = (own: Record<string, string>): SlipWords => ({
      t: (key) => own[key] ?? key,
      answerText: (answer) =>
        answerText(
          (key, options) => {
            const ns = (options?.ns ?? []) as string[];
            const files: Record<string, Record<string, string>> = { sportsbook: own, errors: ERRORS };
            for (const n of ns) if (files[n]?.[key]) return files[n][key];
            return String(options?.defaultValue ?? key);
          },
          answer,
          ['sportsbook'],
        ),
      f: { money: (minor) => String(minor) },
    });
    const wording = wordSlip({ form: { answer: { statusMessage: 'oddsAboveMaximum' } } });
    expect(wording(real(en)).form).toBe(en.oddsAboveMaximum);
    expect(en.oddsAboveMaximum).toContain('1,000.00');
    expect(wording(real(php)).form).toBe(php.oddsAboveMaximum);
    expect(wording(real(cn)).form).toBe(cn.oddsAboveMaximum);
    expect(new Set([en.oddsAboveMaximum, php.oddsAboveMaximum, cn.oddsAboveMaximum]).size).toBe(3);
    expect(wording(real(en)).form).not.toBe(ERRORS.invalidInput);
    // were it still invalidInput, it would read as the generic message
    expect(wordSlip({ form: { answer: { statusMessage: 'invalidInput' } } })(real(en)).form).toBe(
      ERRORS.invalidInput,
    );
    // it goes once the refetched (moved) prices are accepted, like oddsChanged
    const refused = { form: { answer: { statusMessage: 'oddsAboveMaximum' } } };
    const c = (moved: number) => ({ moved, suspended: 0, closed: 0 });
    expect(withoutResolved(refused, c(0), c(1))).toBe(refused);
    expect(withoutResolved(refused, c(1), c(0))).toBeNull();
  });
});
