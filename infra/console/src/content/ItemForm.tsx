/**
 * The editor's fields of one item by kind (Editor.tsx): a CMS block's status and its body per language; a
 * promotion's or news article's title and body per language, then a promotion's image, period, bonus and sort
 * or an article's publication time. Each shows the refusal at its name.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Field, Tabs } from '@site/shared/ui';
import { fieldGrid, TextAreaField } from '../fields';
import { atField, type Refusal } from '../sites/refusal';
import type { Fields } from './item-fields';
import type { Kind } from './types';

export function ItemForm({
  kind,
  f,
  set,
  lang,
  onLang,
  refusal,
}: {
  kind: Kind;
  f: Fields;
  set: (k: string) => (v: string | boolean) => void;
  lang: 'en' | 'local';
  onLang: (lang: 'en' | 'local') => void;
  refusal: Refusal | null;
}) {
  const { t } = useTranslation('content');
  const text = (k: string) => String(f[k] ?? '');
  const bodyField = (name: string, label: string) => (
    <TextAreaField
      label={label}
      value={text(name)}
      onValue={set(name)}
      rows={14}
      spellCheck
      hint={t('bodyHint')}
      error={atField(refusal, name)}
      data-testid={`field-${name}`}
    />
  );

  if (kind === 'cms')
    return (
      <>
        <label
          css={css`
            display: flex;
            gap: 0.6rem;
            align-items: center;
            min-height: 44px;
          `}
        >
          <input
            type="checkbox"
            checked={f.status === true}
            onChange={(e) => set('status')(e.target.checked)}
            data-testid="field-status"
            css={css`
              width: 1.2rem;
              height: 1.2rem;
            `}
          />
          <span>{t('cmsStatus')}</span>
        </label>
        <Tabs
          label={t('language')}
          selected={lang}
          onSelect={(v) => onLang(v as 'en' | 'local')}
          tabs={[
            { id: 'en', label: t('langEn') },
            { id: 'local', label: t('langLocal') },
          ]}
        >
          {lang === 'en' ? bodyField('en_body', t('bodyEn')) : bodyField('local_body', t('bodyLocal'))}
        </Tabs>
      </>
    );

  const titleField = (name: string, label: string) => (
    <Field
      label={label}
      value={text(name)}
      onValue={set(name)}
      maxLength={400}
      error={atField(refusal, name)}
      data-testid={`field-${name}`}
    />
  );
  return (
    <>
      <Tabs
        label={t('language')}
        selected={lang}
        onSelect={(v) => onLang(v as 'en' | 'local')}
        tabs={[
          { id: 'en', label: t('langEn') },
          { id: 'local', label: t('langLocal') },
        ]}
      >
        {lang === 'en' ? (
          <>
            {titleField('title', t('titleField'))}
            {bodyField('body', t('body'))}
          </>
        ) : (
          <>
            {titleField('local_title', t('titleLocal'))}
            {bodyField('local_body', t('bodyLocal'))}
          </>
        )}
      </Tabs>
      {kind === 'promotions' ? (
        <>
          <Field
            label={t('image')}
            hint={t('imageHint')}
            value={text('image')}
            onValue={set('image')}
            maxLength={600}
            error={atField(refusal, 'image')}
          />
          <div css={fieldGrid('12rem')}>
            <Field
              type="datetime-local"
              label={t('startsAt')}
              value={text('starts_at')}
              onValue={set('starts_at')}
              error={atField(refusal, 'starts_at')}
            />
            <Field
              type="datetime-local"
              label={t('endsAt')}
              value={text('ends_at')}
              onValue={set('ends_at')}
              error={atField(refusal, 'ends_at')}
            />
            <Field
              label={t('bonus')}
              hint={t('bonusHint')}
              inputMode="decimal"
              value={text('bonus_amount')}
              onValue={set('bonus_amount')}
              filter={(v) => v.replace(/[^0-9.,]/g, '')}
              error={atField(refusal, 'bonus_amount')}
            />
            <Field
              label={t('sort')}
              hint={t('sortHint')}
              inputMode="numeric"
              filter="digits"
              value={text('sort')}
              onValue={set('sort')}
              error={atField(refusal, 'sort')}
            />
          </div>
        </>
      ) : (
        <Field
          type="datetime-local"
          label={t('publishedAt')}
          hint={t('publishedAtHint')}
          value={text('published_at')}
          onValue={set('published_at')}
          error={atField(refusal, 'published_at')}
        />
      )}
    </>
  );
}
