import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Form } from '@site/shared/ui';
import { SelectField, TextAreaField } from '../fields';
import { atField, atForm } from './refusal';
import { useSaveSection, type SettingsSection, type SiteSettings } from './save';

/**
 * The settings forms of one site, one card each (names, logos, currency, maintenance, live chat, analytics,
 * compliance; the theme has its own card). Each keeps what was typed when the server refuses it and shows the
 * refusal at the field it names.
 */

function SaveButton({ busy, section }: { busy: boolean; section: SettingsSection }) {
  const { t } = useTranslation('sites');
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid={`save-${section}`}>
      {t('save')}
    </Button>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  return (
    <label
      css={css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.2rem 0.6rem;
        align-items: center;
        min-height: 44px;
        margin-bottom: 0.8rem;
        cursor: pointer;
      `}
    >
      <input
        type="checkbox"
        checked={checked}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
        css={css`
          width: 1.2rem;
          height: 1.2rem;
        `}
      />
      <span>{label}</span>
      {hint ? (
        <span
          css={(th: Theme) => css`
            grid-column: 2;
            color: ${th.palette.textMuted};
            font-size: 0.85rem;
          `}
        >
          {hint}
        </span>
      ) : null}
    </label>
  );
}

export function NamesForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const [siteName, setSiteName] = useState(settings.site_name);
  const [logoText, setLogoText] = useState(settings.logo_text);
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'names');
  return (
    <Card title={t('section.names')} id="section-names" data-testid="names-card">
      <Form
        onSubmit={() => save({ site_name: siteName, logo_text: logoText })}
        error={atForm(refusal, ['site_name', 'logo_text'])}
        actions={<SaveButton busy={busy} section="names" />}
      >
        <Field
          label={t('siteName')}
          value={siteName}
          onValue={setSiteName}
          maxLength={200}
          data-testid="site-name"
          error={atField(refusal, 'site_name')}
        />
        <Field
          label={t('logoText')}
          hint={t('logoTextHint')}
          value={logoText}
          onValue={setLogoText}
          maxLength={200}
          error={atField(refusal, 'logo_text')}
        />
      </Form>
    </Card>
  );
}

export function LogosForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const [logos, setLogos] = useState({ logo1: settings.logo1, logo2: settings.logo2, logo3: settings.logo3 });
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'logos');
  const fields = ['logo1', 'logo2', 'logo3'] as const;
  return (
    <Card title={t('section.logos')} id="section-logos" data-testid="logos-card">
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('logosHint')}
      </p>
      <Form
        onSubmit={() => save(logos)}
        error={atForm(refusal, fields)}
        actions={<SaveButton busy={busy} section="logos" />}
      >
        {fields.map((k) => (
          <Field
            key={k}
            label={t(k)}
            value={logos[k]}
            placeholder="/static/logo.svg"
            onValue={(v) => setLogos((l) => ({ ...l, [k]: v }))}
            maxLength={600}
            data-testid={k}
            error={atField(refusal, k)}
          />
        ))}
      </Form>
    </Card>
  );
}

export function CurrencyForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const [currency, setCurrency] = useState(settings.currency);
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'currency');
  const options = settings.currencies.includes(settings.currency)
    ? settings.currencies
    : [settings.currency, ...settings.currencies];
  return (
    <Card title={t('section.currency')} id="section-currency" data-testid="currency-card">
      <Form
        onSubmit={() => save({ currency })}
        error={atForm(refusal, ['currency'])}
        actions={settings.currency_locked ? null : <SaveButton busy={busy} section="currency" />}
      >
        <SelectField
          label={t('currency')}
          value={currency}
          onValue={setCurrency}
          disabled={settings.currency_locked}
          options={options.map((c) => ({ value: c, label: c }))}
          error={atField(refusal, 'currency')}
        />
        <p
          css={(th: Theme) => css`
            margin: 0.4rem 0 0.8rem;
            color: ${th.palette.textMuted};
            font-size: 0.9rem;
          `}
        >
          {settings.currency_locked ? t('currencyLocked') : t('currencyHint')}
        </p>
      </Form>
    </Card>
  );
}

/** An instant as the value of a `datetime-local` input (the staff member's time zone) and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

export function MaintenanceForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const m = settings.maintenance;
  const [on, setOn] = useState(m.is_maintenance);
  const [start, setStart] = useState(toLocal(m.start_date));
  const [end, setEnd] = useState(toLocal(m.end_date));
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'maintenance');
  const fields = ['is_maintenance', 'start_date', 'end_date'];
  return (
    <Card title={t('section.maintenance')} id="section-maintenance" data-testid="maintenance-card">
      <Form
        onSubmit={() => save({ is_maintenance: on, start_date: fromLocal(start), end_date: fromLocal(end) })}
        error={atForm(refusal, fields)}
        actions={<SaveButton busy={busy} section="maintenance" />}
      >
        <Check
          label={t('inMaintenance')}
          hint={t('inMaintenanceHint')}
          checked={on}
          onChange={setOn}
          testId="maintenance-on"
        />
        <div
          css={css`
            display: grid;
            gap: 0 1rem;
            grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
          `}
        >
          <Field
            type="datetime-local"
            label={t('start')}
            value={start}
            onValue={setStart}
            error={atField(refusal, 'start_date')}
          />
          <Field
            type="datetime-local"
            label={t('end')}
            value={end}
            onValue={setEnd}
            error={atField(refusal, 'end_date')}
            data-testid="maintenance-end"
          />
        </div>
        <p
          css={(th: Theme) => css`
            margin: 0 0 0.8rem;
            color: ${th.palette.textMuted};
            font-size: 0.9rem;
          `}
        >
          {t('windowHint')}
        </p>
      </Form>
    </Card>
  );
}

export function LiveChatForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const [chatId, setChatId] = useState(settings.live_chat.chat_id);
  const [imageId, setImageId] = useState(settings.live_chat.image_id);
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'live-chat');
  return (
    <Card title={t('section.live-chat')} id="section-live-chat" data-testid="live-chat-card">
      {settings.live_chat.script_configured ? null : (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('chatNoScript')}
        </p>
      )}
      <Form
        onSubmit={() => save({ chat_id: chatId, image_id: imageId })}
        error={atForm(refusal, ['chat_id', 'image_id'])}
        actions={<SaveButton busy={busy} section="live-chat" />}
      >
        <Field
          label={t('chatId')}
          hint={t('chatHint')}
          value={chatId}
          onValue={setChatId}
          maxLength={200}
          error={atField(refusal, 'chat_id')}
        />
        <Field
          label={t('imageId')}
          value={imageId}
          onValue={setImageId}
          maxLength={200}
          error={atField(refusal, 'image_id')}
        />
      </Form>
    </Card>
  );
}

interface ScriptRow {
  /** a key for React, kept while rows are added and removed */
  id: number;
  section: string;
  script: string;
}

export function AnalyticsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const [rows, setRows] = useState<ScriptRow[]>(() => settings.analytics.map((s, id) => ({ id, ...s })));
  const [next, setNext] = useState(settings.analytics.length);
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'analytics');
  const update = (id: number, patch: Partial<ScriptRow>) =>
    setRows((r) => r.map((x) => (x.id === id ? { ...x, ...patch } : x)));
  return (
    <Card title={t('section.analytics')} id="section-analytics" data-testid="analytics-card">
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('analyticsIntro')}
      </p>
      <Form
        onSubmit={() => save({ scripts: rows.map(({ section, script }) => ({ section, script })) })}
        error={atForm(refusal, ['scripts'])}
        actions={
          <div
            css={css`
              display: flex;
              gap: 0.6rem;
              flex-wrap: wrap;
            `}
          >
            <Button
              variant="ghost"
              onClick={() => {
                setRows((r) => [...r, { id: next, section: 'HEAD', script: '' }]);
                setNext((n) => n + 1);
              }}
            >
              {t('addScript')}
            </Button>
            <SaveButton busy={busy} section="analytics" />
          </div>
        }
      >
        {rows.length ? null : (
          <p
            css={css`
              margin: 0 0 0.8rem;
            `}
          >
            {t('noScripts')}
          </p>
        )}
        {rows.map((row, i) => (
          <fieldset
            key={row.id}
            css={(th: Theme) => css`
              border: 1px solid ${th.palette.border};
              border-radius: ${th.radius};
              margin: 0 0 0.8rem;
              padding: 0.6rem 0.8rem;
              display: grid;
              gap: 0.6rem;
            `}
          >
            <legend>{t('script', { n: i + 1 })}</legend>
            <SelectField
              label={t('scriptSection')}
              value={row.section}
              onValue={(v) => update(row.id, { section: v })}
              options={[
                { value: 'HEAD', label: t('sectionHead') },
                { value: 'BODY', label: t('sectionBody') },
              ]}
              error={atField(refusal, `scripts.${i}.section`)}
            />
            <TextAreaField
              label={t('scriptCode')}
              value={row.script}
              rows={4}
              spellCheck={false}
              onValue={(v) => update(row.id, { script: v })}
              error={atField(refusal, `scripts.${i}.script`)}
              css={css`
                font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
              `}
            />
            <Button
              variant="ghost"
              onClick={() => setRows((r) => r.filter((x) => x.id !== row.id))}
              css={css`
                justify-self: start;
              `}
            >
              {t('removeScript', { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
      </Form>
    </Card>
  );
}

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
