import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@site/shared/query';
import { Card, FormError } from '@site/shared/ui';
import { toast } from '../toast';
import { useFormat } from '../ui';
import { atForm, useRefusal, type Refusal } from '../sites/refusal';
import { EditorActions, StepConfirm } from './EditorActions';
import { fromLocal } from '../datetime-local';
import { bodyOf, FIELDS, initial, tabOf, type Fields } from './item-fields';
import { ItemForm } from './ItemForm';
import { ContentPreview } from './Preview';
import { previewTexts } from './preview-texts';
import { StaleNotice, staleError } from '../stale';
import { StateBadge } from './StateBadge';
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
 * server refuses it; the refusal shows at the field it names. The fields by kind are in ItemForm.tsx, the
 * buttons and the confirmation in EditorActions.tsx, the fields' values and a save's body in item-fields.ts.
 */

export function Editor({
  kind,
  site,
  item,
  cmsKey,
  onSaved,
  onDeleted,
  onReload,
}: {
  kind: Kind;
  site: ContentSite | undefined;
  item: Item | null;
  /** the block being edited (CMS) */
  cmsKey?: string;
  /** a save answered this item (a new item now has its id) */
  onSaved: (item: Item) => void;
  onDeleted: () => void;
  /** shows the item as it now is (after a refusal because someone changed it meanwhile) */
  onReload: () => void;
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
  // the version this editor was loaded from (its own saves move it on): a change sent with an older one is
  // refused when someone else changed the item meanwhile, instead of overwriting their work
  const [version, setVersion] = useState(item?.version ?? 0);
  const [stale, setStale] = useState<ReturnType<typeof staleError>>(null);
  const refused = (e: unknown) => {
    const s = staleError(e);
    setStale(s);
    return s !== null;
  };
  const set = (k: string) => (v: string | boolean) => setF((x) => ({ ...x, [k]: v }));
  const text = (k: string) => String(f[k] ?? '');

  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, domain, kind] });
  const save = useMutation({
    mutationFn: (publish: boolean) =>
      saveItem(domain, kind, id, { ...bodyOf(kind, f, id), publish, ...(id === null ? {} : { version }) }),
    onSuccess: (answer, publish) => {
      setRefusal(null);
      setStale(null);
      setVersion(answer.version);
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
      if (refused(e)) return setRefusal(null);
      const r = refuse(e);
      setRefusal(r);
      const tab = tabOf(r.field);
      if (tab) setLang(tab);
    },
  });
  const step = useMutation({
    mutationFn: (s: Step) => stepItem(domain, kind, id!, s, version),
    onSuccess: (answer, s) => {
      setConfirm(null);
      setRefusal(null);
      setStale(null);
      refresh();
      toast(t(`${s}Toast`));
      if ('deleted' in answer) onDeleted();
      else {
        setVersion(answer.version);
        setF(initial(kind, answer));
        onSaved(answer);
      }
    },
    onError: (e) => {
      setConfirm(null);
      setRefusal(refused(e) ? null : refuse(e));
    },
  });
  const busy = save.isPending || step.isPending;
  const fields = FIELDS[kind];
  const stored = Boolean(item?.state);

  const body =
    kind === 'cms' ? (lang === 'en' ? text('en_body') : text('local_body')) : previewTexts(f, lang).body;
  let previewTitle: string | undefined;
  let previewMeta: ReactNode = null;
  if (kind !== 'cms') {
    previewTitle = previewTexts(f, lang).title;
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
          <ItemForm kind={kind} f={f} set={set} lang={lang} onLang={setLang} refusal={refusal} />
          <FormError message={atForm(refusal, fields)} testId="content-error" />
          {stale ? <StaleNotice error={stale} onReload={onReload} /> : null}
          <EditorActions
            published={published}
            stored={stored}
            pending={Boolean(item?.draft)}
            canDelete={canDelete}
            canSave={Boolean(domain)}
            busy={busy}
            saving={save.isPending}
            onPublish={() => save.mutate(true)}
            onDiscard={() => step.mutate('discard')}
            onAsk={setConfirm}
          />
        </form>
        <ContentPreview site={site} title={previewTitle} meta={previewMeta} html={body} />
      </div>
      <StepConfirm
        step={confirm}
        busy={step.isPending}
        onConfirm={(s) => step.mutate(s)}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}
