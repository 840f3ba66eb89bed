import { css, type Theme } from '@emotion/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, Form } from '@site/shared/ui';
import { fromLocal, toLocal } from '../datetime-local';
import { fieldGrid, SelectField } from '../fields';
import { useFormat } from '../ui';
import { maintenanceStatus } from './maintenance-status';
import { atField, atForm } from './refusal';
import { useSaveSection, type SiteSettings } from './save';
import { Check, SaveButton } from './SettingsParts';
import { LogoUpload } from './LogoUpload';

/**
 * The settings forms of one site, one card each (names, logos, currency, maintenance, live chat; analytics
 * and compliance in AnalyticsForm.tsx and ComplianceForm.tsx, the theme in its own card). Each keeps what was
 * typed when the server refuses it and shows the refusal at the field it names.
 */

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
          <Fragment key={k}>
            <Field
              label={t(k)}
              value={logos[k]}
              placeholder="/static/logo.svg"
              onValue={(v) => setLogos((l) => ({ ...l, [k]: v }))}
              maxLength={600}
              data-testid={k}
              error={atField(refusal, k)}
            />
            <LogoUpload
              domain={settings.domain_name}
              slot={k}
              label={t(k)}
              onSaved={(path) => setLogos((l) => ({ ...l, [k]: path }))}
            />
          </Fragment>
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

export function MaintenanceForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const m = settings.maintenance;
  const [on, setOn] = useState(m.is_maintenance);
  const [start, setStart] = useState(toLocal(m.start_date));
  const [end, setEnd] = useState(toLocal(m.end_date));
  const { save, busy, refusal } = useSaveSection(settings.domain_name, 'maintenance');
  const fields = ['is_maintenance', 'start_date', 'end_date'];
  const f = useFormat();
  // what the server decided at its clock, in the settings it answered (the page's load, or the last save)
  const status = maintenanceStatus(settings);
  return (
    <Card title={t('section.maintenance')} id="section-maintenance" data-testid="maintenance-card">
      {status ? (
        <p
          role="status"
          data-testid="maintenance-status"
          css={css`
            margin: 0;
            font-weight: 600;
          `}
        >
          {t(status.key, { at: 'at' in status ? f.dateTime(status.at) : '' })}
        </p>
      ) : null}
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
        <div css={fieldGrid('13rem')}>
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
