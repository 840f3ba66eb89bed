import { css, type Theme } from '@emotion/react';
import { useCallback } from 'react';
import { Loaded } from '../Loaded';
import { useSearchParams } from '@site/shared/router';
import { useDeepLinkedItem } from '../deep-link';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type NewsItem } from '@site/shared';
import { inLanguage, useShowsLocal } from '../localized';
import { SafeHtml } from '@site/shared/html';
import { Card, EmptyState, LinkButton, Page, Pagination, SiteLink, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { prose } from '../prose';
import { pageOf, PER_PAGE } from './paging';

const PATH = '/api/content/news';
const ARTICLE_PARAM = 'article';

/**
 * /news: the site's articles newest first, 10 a page (SPEC §5 pagination, `?page=`), and one article in full
 * at `/news?article=<id>` (a real address: shareable, Back returns to the list).
 */
export default function NewsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // the title and body in the player's language (the local ones for a reader of the site's local language)
  const local = useShowsLocal();
  const localize = useCallback((rows: NewsItem[]) => rows.map((n) => inLanguage(n, local)), [local]);
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    select: localize,
  });
  const { item: article, missing, search } = useDeepLinkedItem(ARTICLE_PARAM, q.data);
  if (article) return <Article item={article} />;
  const page = pageOf(params.get('page'), q.data?.length ?? 0);
  const items = q.data?.slice((page - 1) * PER_PAGE, page * PER_PAGE) ?? [];
  return (
    <Page title={t('news')} data-testid="news-page">
      <Loaded q={q} lines={6}>
        {(data) =>
          !data.length || missing ? (
            <Card>
              <EmptyState
                text={missing ? t('articleMissing') : t('noNews')}
                action={
                  <LinkButton to={missing ? '/news' : '/'}>{missing ? t('allNews') : t('goHome')}</LinkButton>
                }
              />
            </Card>
          ) : (
            <>
              <ol
                data-testid="news-list"
                css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.8rem' }}
              >
                {items.map((n) => (
                  <li key={n.id}>
                    <NewsCard item={n} search={search(n)} />
                  </li>
                ))}
              </ol>
              <Pagination
                config={{ totalItems: data.length, itemsPerPage: PER_PAGE, page, type: 'button' }}
                onChange={(p) => {
                  setParams(p === 1 ? {} : { page: String(p) });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )
        }
      </Loaded>
    </Page>
  );
}

function NewsCard({ item, search }: { item: NewsItem; search: string }) {
  const f = useFormat();
  return (
    <article
      css={(th: Theme) => css`
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        padding: 0.9rem 1rem;
        display: grid;
        gap: 0.3rem;
      `}
    >
      <h2 css={{ margin: 0, fontSize: '1.1rem' }}>
        <SiteLink
          to={{ pathname: '/news', search }}
          css={(th: Theme) => css`
            color: ${th.palette.text};
            display: inline-block;
            min-height: 44px;
            line-height: 1.4;
            padding-top: 0.4rem;
            &:hover {
              color: ${th.palette.primary};
            }
          `}
        >
          {item.title}
        </SiteLink>
      </h2>
      <time
        dateTime={item.published_at}
        css={(th: Theme) => ({ color: th.palette.textMuted, fontSize: '0.9rem' })}
      >
        {f.date(item.published_at)}
      </time>
    </article>
  );
}

function Article({ item }: { item: NewsItem }) {
  const t = useT();
  const f = useFormat();
  return (
    <Page title={item.title} data-testid="news-article">
      <Card>
        <div css={{ display: 'grid', gap: '0.8rem' }}>
          <time dateTime={item.published_at} css={(th: Theme) => ({ color: th.palette.textMuted })}>
            {f.date(item.published_at)}
          </time>
          <SafeHtml html={item.body} css={prose} />
          <div>
            <LinkButton to="/news">{t('allNews')}</LinkButton>
          </div>
        </div>
      </Card>
    </Page>
  );
}
