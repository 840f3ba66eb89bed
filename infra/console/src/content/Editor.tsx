import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@site/shared/query';
import { Badge, Button, Card, Field, FormError, Tabs } from '@site/shared/ui';
import { toast } from '../toast';
import { TextAreaField } from '../fields';
import { ConfirmDialog, opensDialog, useFormat } from '../ui';
import { atField, atForm, useRefusal, type Refusal } from '../sites/refusal';
import { ContentPreview } from './Preview';
import { previewTexts } from './preview-texts';
import {
  CONTENT_KEY,
  itemId,
  saveItem,
  stepItem,
  type ContentSite,
  type Item,
  type Kind,
  type NewsItem,
  type Step,
} from './types';

/**
 * One item's editor: its fields (a plain textarea for the HTML body) beside the sanitized preview, Save draft
 * and Publish, and for a stored item Unpublish, Discard changes and Delete. What was typed stays when the
 * server refuses it; the refusal shows at the field it names.
 */

/** An instant as a `datetime-local` value (the staff member's time zone) and back. */
const toLocal = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};
/** Minor units ↔ the amount typed ("50.00"). */
const toAmount = (minor: number) => (minor ? (minor / 100).toFixed(2) : '');
const fromAmount = (s: string) => (s.trim() === '' ? 0 : Math.round(Number(s.replace(/,/g, '')) * 100));

type Fields = Record<string, string | boolean>;

/** The language tab a refused field is on (so its message is seen), or null when it is on neither. */
const tabOf = (field: string | null | undefined): 'en' | 'local' | null =>
  !field ? null : field.startsWith('local_') ? 'local' : /^(title|body|en_body)$/.test(field) ? 'en' : null;

/** The editable fields of an item: its pending draft when it has one (the latest work), else the item. */
function initial(kind: Kind, item: Item | null): Fields {
  const src = { ...(item ?? {}), ...(item?.draft?.fields ?? {}) } as Record<string, unknown>;
  const s = (k: string) => (typeof src[k] === 'string' ? (src[k] as string) : '');
  if (kind === 'cms')
    return { status: src.status !== false, en_body: s('en_body'), local_body: s('local_body') };
  if (kind === 'promotions')
    return {
      title: s('title'),
      body: s('body'),
      local_title: s('local_title'),
      local_body: s('local_body'),
      image: s('image'),
      sort: String(src.sort ?? 0),
      starts_at: toLocal(src.starts_at as string | null),
      ends_at: toLocal(src.ends_at as string | null),
      bonus_amount: toAmount(Number(src.bonus_amount ?? 0)),
    };
  return {
    title: s('title'),
    body: s('body'),
    local_title: s('local_title'),
    local_body: s('local_body'),
    published_at: item ? toLocal(src.published_at as string) : '',
  };
}

function bodyOf(kind: Kind, f: Fields, id: string | null): Record<string, unknown> {
  if (kind === 'cms') return { status: f.status, en_body: f.en_body, local_body: f.local_body };
  const withId = id ? { id: Number(id) } : {};
  if (kind === 'promotions')
    return {
      ...withId,
      title: f.title,
      body: f.body,
      local_title: f.local_title,
      local_body: f.local_body,
      image: f.image,
      sort: Number(f.sort) || 0,
      starts_at: fromLocal(String(f.starts_at)),
      ends_at: fromLocal(String(f.ends_at)),
      bonus_amount: fromAmount(String(f.bonus_amount)),
    };
  const at = fromLocal(String(f.published_at));
  return {
    ...withId,
    title: f.title,
    body: f.body,
    local_title: f.local_title,
    local_body: f.local_body,
    ...(at ? { published_at: at } : {}),
  };
}

const FIELDS: Record<Kind, string[]> = {
  cms: ['status', 'en_body', 'local_body', 'key'],
  promotions: [
    'title',
    'body',
    'local_title',
    'local_body',
    'image',
    'sort',
    'starts_at',
    'ends_at',
    'bonus_amount',
    'id',
  ],
  news: ['title', 'body', 'local_title', 'local_body', 'published_at', 'id'],
};

export function StateBadge({ item }: { item: Item | null }) {
  const { t } = useTranslation('content');
  if (!item || !item.state) return <Badge>{t('notWritten')}</Badge>;
  return (
    <span
      css={css`
        display: inline-flex;
        gap: 0.3rem;
        flex-wrap: wrap;
      `}
    >
      <Badge tone={item.state === 'published' ? 'success' : 'neutral'}>{t(`state.${item.state}`)}</Badge>
      {item.draft ? <Badge tone="primary">{t('pendingChanges')}</Badge> : null}
    </span>
  );
}

export function Editor({
  kind,
  site,
  item,
  cmsKey,
  onSaved,
  onDeleted,
}: {
  kind: Kind;
  site: ContentSite | undefined;
  item: Item | null;
  /** the block being edited (CMS) */
  cmsKey?: string;
  /** a save answered this item (a new item now has its id) */
  onSaved: (item: Item) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('content');
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const refuse = useRefusal('content');
  const domain = site?.domain_name ?? '';
  const id = kind === 'cms' ? (cmsKey ?? null) : item ? itemId(kind, item) : null;
  const [f, setF] = useState<Fields>(() => initial(kind, item));
  const [lang, setLang] = useState<'en' | 'local'>('en');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirm, setConfirm] = useState<Step | null>(null);
  const set = (k: string) => (v: string | boolean) => setF((x) => ({ ...x, [k]: v }));
  const text = (k: string) => String(f[k] ?? '');

  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, domain, kind] });
  const save = useMutation({
    mutationFn: (publish: boolean) => saveItem(domain, kind, id, { ...bodyOf(kind, f, id), publish }),
    onSuccess: (answer, publish) => {
      setRefusal(null);
      refresh();
      toast(
        publish
          ? t('publishedToast')
          : answer.state === 'published'
            ? t('pendingSavedToast')
            : t('draftSavedToast'),
      );
      onSaved(answer);
    },
    onError: (e) => {
      const r = refuse(e);
      setRefusal(r);
      const tab = tabOf(r.field);
      if (tab) setLang(tab);
    },
  });
  const step = useMutation({
    mutationFn: (s: Step) => stepItem(domain, kind, id!, s),
    onSuccess: (answer, s) => {
      setConfirm(null);
      setRefusal(null);
      refresh();
      toast(t(`${s}Toast`));
      if ('deleted' in answer) onDeleted();
      else {
        setF(initial(kind, answer));
        onSaved(answer);
      }
    },
    onError: (e) => {
      setConfirm(null);
      setRefusal(refuse(e));
    },
  });
  const busy = save.isPending || step.isPending;
  const fields = FIELDS[kind];
  const stored = Boolean(item?.state);

  const body =
    kind === 'cms' ? (lang === 'en' ? text('en_body') : text('local_body')) : previewTexts(f, lang).body;
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

  let form: ReactNode;
  let previewTitle: string | undefined;
  let previewMeta: ReactNode = null;
  if (kind === 'cms') {
    form = (
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
          onSelect={(v) => setLang(v as 'en' | 'local')}
          tabs={[
            { id: 'en', label: t('langEn') },
            { id: 'local', label: t('langLocal') },
          ]}
        >
          {lang === 'en' ? bodyField('en_body', t('bodyEn')) : bodyField('local_body', t('bodyLocal'))}
        </Tabs>
      </>
    );
  } else {
    previewTitle = previewTexts(f, lang).title;
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
    form = (
      <>
        <Tabs
          label={t('language')}
          selected={lang}
          onSelect={(v) => setLang(v as 'en' | 'local')}
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
            <div
              css={css`
                display: grid;
                gap: 0 1rem;
                grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
              `}
            >
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
    if (kind === 'promotions' && (f.starts_at || f.ends_at))
      previewMeta = t('period', {
        from: f.starts_at ? fmt.dateTime(fromLocal(String(f.starts_at))) : '…',
        to: f.ends_at ? fmt.dateTime(fromLocal(String(f.ends_at))) : '…',
      });
    if (kind === 'news')
      previewMeta = fmt.dateTime(fromLocal(String(f.published_at)) ?? new Date().toISOString());
  }

  const published = item?.state === 'published';
  const canDelete = kind !== 'cms' && item?.state === 'draft';
  return (
    <Card
      title={
        kind === 'cms'
          ? t(`cms.${cmsKey}`)
          : item
            ? t('editTitle', { title: (item as NewsItem).title })
            : t(`new.${kind}`)
      }
      actions={<StateBadge item={item} />}
      data-testid="content-editor"
    >
      {item?.updated_at ? (
        <p
          css={(th: Theme) => css`
            margin: 0;
            color: ${th.palette.textMuted};
            font-size: 0.9rem;
          `}
        >
          {item.updated_by
            ? t('lastChange', { time: fmt.dateTime(item.updated_at), who: item.updated_by })
            : t('lastChangeAt', { time: fmt.dateTime(item.updated_at) })}
        </p>
      ) : null}
      {item?.draft ? (
        <p
          role="note"
          data-testid="pending-note"
          css={css`
            margin: 0;
          `}
        >
          {t('pendingNote', { time: fmt.dateTime(item.draft.saved_at), who: item.draft.saved_by })}
        </p>
      ) : null}
      <div
        css={css`
          display: grid;
          gap: 1rem;
          grid-template-columns: minmax(0, 1fr);
          @media (min-width: 900px) {
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          }
        `}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(false);
          }}
          css={css`
            display: grid;
            gap: 0.2rem;
            align-content: start;
            min-width: 0;
          `}
        >
          {form}
          <FormError message={atForm(refusal, fields)} testId="content-error" />
          <div
            css={css`
              display: flex;
              gap: 0.6rem;
              flex-wrap: wrap;
            `}
          >
            <Button
              type="submit"
              variant="ghost"
              disabled={busy || !domain}
              aria-busy={save.isPending || undefined}
              data-testid="save-draft"
            >
              {published ? t('saveChanges') : t('saveDraft')}
            </Button>
            <Button
              onClick={() => save.mutate(true)}
              disabled={busy || !domain}
              aria-busy={save.isPending || undefined}
              data-testid="publish"
            >
              {t('publish')}
            </Button>
            {item?.draft ? (
              <Button
                variant="ghost"
                onClick={() => step.mutate('discard')}
                disabled={busy}
                data-testid="discard"
              >
                {t('discard')}
              </Button>
            ) : null}
            {stored && published ? (
              <Button
                variant="ghost"
                onClick={opensDialog(() => setConfirm('unpublish'))}
                disabled={busy}
                data-testid="unpublish"
              >
                {t('unpublish')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                variant="ghost"
                onClick={opensDialog(() => setConfirm('delete'))}
                disabled={busy}
                data-testid="delete"
              >
                {t('delete')}
              </Button>
            ) : null}
          </div>
          <p
            css={(th: Theme) => css`
              margin: 0.4rem 0 0;
              color: ${th.palette.textMuted};
              font-size: 0.85rem;
            `}
          >
            {published ? t('publishedHelp') : t('draftHelp')}
          </p>
        </form>
        <ContentPreview site={site} title={previewTitle} meta={previewMeta} html={body} />
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('deleteTitle') : t('unpublishTitle')}
        confirmLabel={confirm === 'delete' ? t('delete') : t('unpublish')}
        danger
        busy={step.isPending}
        onConfirm={() => confirm && step.mutate(confirm)}
        onCancel={() => setConfirm(null)}
        testId="content-confirm"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {confirm === 'delete' ? t('deleteText') : t('unpublishText')}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
