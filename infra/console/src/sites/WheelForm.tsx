/**
 * A site's prize wheel (one card of its settings; docs/minigame.md "A site's own wheel"): the segments in wheel
 * order — a bonus in the site's currency, tokens back or no prize, and a weight — with each one's chance as the
 * players' /spin page will publish it. Checked here with the server's limits before sending; a refusal shows at
 * the segment and field it names. "Use the default wheel" gives the site the platform's wheel again.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, Badge, Button, Card, Field, Form, Stack } from '@site/shared/ui';
import { fieldGrid, SelectField } from '../fields';
import { useFormat } from '../ui';
import { atField, atForm } from './refusal';
import { useSaveSection, type SiteSettings } from './save';
import { SaveButton } from './SettingsParts';
import type { WheelRefusal } from '../../../src/api/domain/wheel-rules';
import {
  chancesOf,
  prizesOf,
  rowOf,
  weightOf,
  wheelProblems,
  type WheelKind,
  type WheelRow,
} from './wheel-rows';

const KINDS: readonly WheelKind[] = ['bonus', 'token', 'none'];
/** A whole-number field (tokens back, a weight): digits only, the phone's number pad. */
const WHOLE = { filter: 'digits', inputMode: 'numeric' } as const;

export function WheelForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const f = useFormat();
  const { prizes, custom, cost, limits } = settings.wheel;
  const [rows, setRows] = useState<WheelRow[]>(() => prizes.map(rowOf));
  const [next, setNext] = useState(prizes.length);
  const [problems, setProblems] = useState<WheelRefusal[]>([]);
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'wheel');
  const chances = chancesOf(rows);
  const update = (id: number, patch: Partial<WheelRow>) => {
    setRows((r) => r.map((x) => (x.id === id ? { ...x, ...patch } : x)));
    setProblems([]);
  };
  const money = (minor: number) => f.money(minor, settings.currency);
  const problemText = (p: WheelRefusal) =>
    p.rule === 'segments'
      ? t('errSegments', { min: limits.minSegments, max: limits.maxSegments })
      : p.rule === 'bonus'
        ? t('errBonus', { min: money(1), max: money(limits.maxBonus) })
        : p.rule === 'tokens'
          ? t('errTokens', { max: limits.maxTokens })
          : p.rule === 'weight'
            ? t('errWeight', { max: limits.maxWeight })
            : // a kind or a no-prize amount the form cannot make
              t('rule.prizes');
  /** this form's own finding at a field, else the server's refusal there */
  const errorAt = (field: string) => {
    const mine = problems.find((p) => p.field === field);
    return mine ? problemText(mine) : atField(refusal, field);
  };
  const total = rows.reduce((s, r) => s + Math.max(0, weightOf(r) ?? 0), 0);
  const countProblem = problems.find((p) => p.field === 'prizes');
  return (
    <Card title={t('section.wheel')} id="section-wheel" data-testid="wheel-card">
      <Stack gap={0.6}>
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('wheelIntro', { cost })}
        </p>
        <div data-testid="wheel-kind">
          <Badge tone={custom ? 'primary' : 'neutral'}>{custom ? t('wheelOwn') : t('wheelDefault')}</Badge>
        </div>
      </Stack>
      <Form
        onSubmit={() => {
          const found = wheelProblems(rows, limits);
          setProblems(found);
          if (!found.length) save({ prizes: prizesOf(rows) });
        }}
        error={countProblem ? problemText(countProblem) : atForm(refusal, ['prizes'])}
        actions={
          <Stack row gap={0.6} align="stretch">
            <Button
              variant="ghost"
              disabled={rows.length >= limits.maxSegments}
              onClick={() => {
                setRows((r) => [...r, { id: next, kind: 'none', amount: '', weight: '1' }]);
                setNext((n) => n + 1);
                setProblems([]);
              }}
            >
              {t('addSegment')}
            </Button>
            {custom ? (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => save({ default: true })}
                data-testid="wheel-default"
              >
                {t('useDefault')}
              </Button>
            ) : null}
            <SaveButton busy={busy} section="wheel" />
          </Stack>
        }
      >
        {rows.map((row, i) => (
          <fieldset
            key={row.id}
            data-testid="wheel-segment"
            css={(th: Theme) => css`
              border: 1px solid ${th.palette.border};
              border-radius: ${th.radius};
              margin: 0 0 0.8rem;
              padding: 0.6rem 0.8rem;
            `}
          >
            <legend>{t('segment', { n: i + 1 })}</legend>
            <div css={fieldGrid('10rem')}>
              {/* the kit's fields keep their own space below; a select does not */}
              <div
                css={css`
                  margin-bottom: 0.8rem;
                `}
              >
                <SelectField
                  label={t('prizeKind')}
                  value={row.kind}
                  onValue={(v) =>
                    update(row.id, { kind: v as WheelKind, amount: v === 'none' ? '' : row.amount })
                  }
                  options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                  error={atField(refusal, `prizes.${i}.kind`)}
                />
              </div>
              {row.kind === 'bonus' ? (
                <AmountInput
                  label={t('bonusAmount', { currency: settings.currency })}
                  value={row.amount}
                  onValue={(text) => update(row.id, { amount: text })}
                  error={errorAt(`prizes.${i}.amount`)}
                  name={`wheel-amount-${i}`}
                />
              ) : row.kind === 'token' ? (
                <Field
                  label={t('tokenAmount')}
                  value={row.amount}
                  onValue={(v) => update(row.id, { amount: v })}
                  {...WHOLE}
                  maxLength={2}
                  error={errorAt(`prizes.${i}.amount`)}
                />
              ) : (
                <span />
              )}
              <Field
                label={t('weight')}
                value={row.weight}
                onValue={(v) => update(row.id, { weight: v })}
                {...WHOLE}
                maxLength={5}
                hint={chances[i] === null ? undefined : t('chance', { chance: `${chances[i]}%` })}
                error={errorAt(`prizes.${i}.weight`)}
              />
            </div>
            <Button
              variant="ghost"
              disabled={rows.length <= limits.minSegments}
              onClick={() => {
                setRows((r) => r.filter((x) => x.id !== row.id));
                setProblems([]);
              }}
            >
              {t('removeSegment', { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        <p
          data-testid="wheel-total"
          css={css`
            margin: 0 0 0.8rem;
          `}
        >
          {t('wheelTotal', { total })}
        </p>
      </Form>
    </Card>
  );
}
