/**
 * A site's compliance settings (one card): the minimum age, the age confirmation and withdrawal cancel
 * switches, the responsible-gaming tagline per language and helpline, and the reality check's default.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, Form } from '@site/shared/ui';
import { SelectField } from '../fields';
import { atField, atForm } from './refusal';
import { useSaveSection, type SiteSettings } from './save';
import { Check, SaveButton } from './SettingsParts';

const LANGS = ['EN', 'PHP', 'CN'] as const;

export function ComplianceForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const c = settings.compliance;
  const [minAge, setMinAge] = useState(String(c.min_age));
  const [ageConfirmation, setAgeConfirmation] = useState(c.age_confirmation);
  const [withdrawalCancel, setWithdrawalCancel] = useState(c.withdrawal_cancel);
  const [tagline, setTagline] = useState<Record<string, string>>(() =>
    Object.fromEntries(LANGS.map((l) => [l, c.rg_tagline[l] ?? ''])),
  );
  const [helpline, setHelpline] = useState(c.rg_helpline);
  const [reality, setReality] = useState(String(c.reality_check_default));
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'compliance');
  const fields = ['min_age', 'age_confirmation', 'withdrawal_cancel', 'rg_tagline', 'rg_helpline'];
  return (
    <Card title={t('section.compliance')} id="section-compliance" data-testid="compliance-card">
      <Form
        onSubmit={() =>
          save({
            min_age: minAge.trim() === '' ? null : Number(minAge),
            age_confirmation: ageConfirmation,
            withdrawal_cancel: withdrawalCancel,
            rg_tagline: tagline,
            rg_helpline: helpline,
            reality_check_default: Number(reality),
          })
        }
        error={atForm(refusal, [...fields, 'reality_check_default'])}
        actions={<SaveButton busy={busy} section="compliance" />}
      >
        <Field
          label={t('minAge')}
          hint={t('minAgeHint')}
          value={minAge}
          onValue={setMinAge}
          filter="digits"
          inputMode="numeric"
          maxLength={2}
          data-testid="min-age"
          error={atField(refusal, 'min_age')}
        />
        <Check label={t('ageConfirmation')} checked={ageConfirmation} onChange={setAgeConfirmation} />
        <Check label={t('withdrawalCancel')} checked={withdrawalCancel} onChange={setWithdrawalCancel} />
        {LANGS.map((l) => (
          <Field
            key={l}
            label={t('tagline', { lang: l })}
            value={tagline[l] ?? ''}
            onValue={(v) => setTagline((x) => ({ ...x, [l]: v }))}
            maxLength={400}
            error={atField(refusal, `rg_tagline.${l}`)}
          />
        ))}
        <Field
          label={t('helpline')}
          value={helpline}
          onValue={setHelpline}
          maxLength={240}
          error={atField(refusal, 'rg_helpline')}
        />
        <div
          css={css`
            margin-bottom: 0.8rem;
          `}
        >
          <SelectField
            label={t('realityCheck')}
            value={reality}
            onValue={setReality}
            options={[
              { value: '0', label: t('realityOff') },
              { value: '30', label: t('reality30') },
              { value: '60', label: t('reality60') },
            ]}
            error={atField(refusal, 'reality_check_default')}
          />
        </div>
      </Form>
    </Card>
  );
}
