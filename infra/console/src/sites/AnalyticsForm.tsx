/**
 * A site's analytics scripts (one card of its settings): rows of a section (head or body) and the script's
 * code, added and removed freely, saved together; a refusal shows at the row and field it names.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Stack } from '@site/shared/ui';
import { SelectField, TextAreaField } from '../fields';
import { atField, atForm } from './refusal';
import { useSaveSection, type SiteSettings } from './save';
import { SaveButton } from './SettingsParts';

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
          <Stack row gap={0.6} align="stretch">
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
          </Stack>
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
