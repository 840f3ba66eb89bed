/**
 * Content (`content.edit`): a site's CMS blocks (terms included), promotions and news with their state; an
 * item's editor with the sanitized preview. The address holds the choice (`/content?site=&kind=&item=`), so a
 * reload or a shared link opens the same item (docs/console.md "Content").
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@site/shared/query';
import { useSearchParams } from '@site/shared/router';
import { Button, Card, EmptyState, Page, Stack, Tabs, type Column } from '@site/shared/ui';
import { SelectField, SelectFieldSkeleton } from '../fields';
import { Failure, QueryList, useFormat } from '../ui';
import { Editor } from './Editor';
import { StateBadge } from './StateBadge';
import {
  fetchContentSites,
  fetchItems,
  itemId,
  KINDS,
  listKey,
  type Item,
  type ItemList,
  type Kind,
  type NewsItem,
} from './types';

export default function ContentPage() {
  const { t } = useTranslation('content');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sites = useQuery({ queryKey: ['console', 'content', 'sites'], queryFn: fetchContentSites });
  const domain = params.get('site') ?? '';
  const kindParam = params.get('kind');
  const kind: Kind = KINDS.includes(kindParam as Kind) ? (kindParam as Kind) : 'cms';
  const selected = params.get('item');
  const site = sites.data?.items.find((s) => s.domain_name === domain);

  const go = (next: Record<string, string | null>, replace = false) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace });
  };
  // no site chosen yet: the first one
  const first = sites.data?.items[0]?.domain_name;
  useEffect(() => {
    if (!domain && first) go({ site: first }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives or the choice is cleared
  }, [domain, first]);

  const list = useQuery({
    queryKey: listKey(domain, kind),
    queryFn: () => fetchItems(domain, kind),
    enabled: Boolean(domain),
  });
  const items = list.data?.items ?? [];
  const item =
    selected && selected !== 'new' ? (items.find((i) => itemId(kind, i) === selected) ?? null) : null;
  const editing = selected === 'new' ? kind !== 'cms' : Boolean(item);
  // a Reload after a refusal (someone changed the item meanwhile) opens the editor anew on the fresh list
  const [loads, setLoads] = useState(0);

  const columns: Column<Item>[] = [
    {
      key: 'name',
      header: kind === 'cms' ? t('block') : t('titleField'),
      cell: (i) => {
        const id = itemId(kind, i);
        const name = kind === 'cms' ? t(`cms.${id}`) : (i as NewsItem).title;
        return (
          <Button
            variant="link"
            onClick={() => go({ item: id })}
            aria-current={selected === id || undefined}
            data-testid={`item-${id}`}
          >
            {name}
          </Button>
        );
      },
    },
    { key: 'state', header: t('stateColumn'), cell: (i) => <StateBadge item={i} /> },
    {
      key: 'live',
      header: t('playersSee'),
      cell: (i) => (i.live ? t('yes') : t('no')),
    },
    { key: 'updated', header: t('updated'), cell: (i) => (i.updated_at ? fmt.dateTime(i.updated_at) : '—') },
  ];

  return (
    <Page title={t('title')} width="wide" data-testid="content-page">
      <Card>
        {sites.isPending ? (
          <SelectFieldSkeleton />
        ) : sites.isError ? (
          <Failure error={sites.error} onRetry={() => void sites.refetch()} title={t('sitesFailed')} />
        ) : (
          <div
            css={css`
              display: flex;
              gap: 1rem;
              flex-wrap: wrap;
              align-items: end;
            `}
          >
            <div
              css={css`
                min-width: 16rem;
              `}
            >
              <SelectField
                label={t('site')}
                value={domain}
                onValue={(v) => go({ site: v, item: null })}
                options={sites.data.items.map((s) => ({
                  value: s.domain_name,
                  label: `${s.site_name} (${s.domain_name})`,
                }))}
                data-testid="content-site"
              />
            </div>
            {list.data ? (
              <a
                href={list.data.player_url}
                target="_blank"
                rel="noopener noreferrer"
                css={(th: Theme) => css`
                  color: ${th.palette.primary};
                  min-height: 44px;
                  display: inline-flex;
                  align-items: center;
                `}
              >
                {t('openSite', { domain })}
              </a>
            ) : null}
          </div>
        )}
      </Card>
      {domain ? (
        <Tabs
          label={t('kinds')}
          selected={kind}
          onSelect={(k) => go({ kind: k, item: null })}
          tabs={KINDS.map((k) => ({ id: k, label: t(`kind.${k}`) }))}
        >
          <Stack>
            <Card
              actions={
                kind === 'cms' ? null : (
                  <Button variant="ghost" onClick={() => go({ item: 'new' })} data-testid="new-item">
                    {t(`new.${kind}`)}
                  </Button>
                )
              }
            >
              <QueryList
                query={list}
                failure={t('listFailed')}
                empty={t(`empty.${kind}`)}
                scroll={false}
                caption={(l) => t(`caption.${kind}`, { count: l.items.length })}
                columns={columns}
                rowKey={(i) => itemId(kind, i)}
                testId="content-table"
              />
            </Card>
            {editing && list.data ? (
              <Editor
                key={`${domain}/${kind}/${selected}/${loads}`}
                kind={kind}
                site={site}
                item={item}
                cmsKey={kind === 'cms' ? (selected ?? undefined) : undefined}
                onSaved={(saved) => {
                  const id = itemId(kind, saved);
                  // the list shows the answer at once (a new item has its id now); the refetch confirms it
                  queryClient.setQueryData<ItemList>(listKey(domain, kind), (l) =>
                    l
                      ? {
                          ...l,
                          items: l.items.some((i) => itemId(kind, i) === id)
                            ? l.items.map((i) => (itemId(kind, i) === id ? saved : i))
                            : [saved, ...l.items],
                        }
                      : l,
                  );
                  if (id !== selected) go({ item: id }, true);
                }}
                onDeleted={() => go({ item: null })}
                onReload={() => void list.refetch().then(() => setLoads((n) => n + 1))}
              />
            ) : selected && list.data ? (
              <EmptyState text={t('itemGone')} />
            ) : null}
          </Stack>
        </Tabs>
      ) : null}
    </Page>
  );
}
