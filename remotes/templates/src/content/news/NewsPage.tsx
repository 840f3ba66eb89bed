import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type NewsItem } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  Page,
  Pagination,
  SiteLink,
  Skeleton,
  useFormat,
} from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { prose } from '../prose';
import { pageOf, PER_PAGE } from './paging';

const PATH = '/api/content/news';

/**
 * /news: the site's articles newest first, 10 a page (SPEC §5 pagination, `?page=`), and one article in full
 * at `/news?article=<id>` (a real address: shareable, Back returns to the list).
 */
export default function NewsPage() {
  const t = useT();
  const { t: ui } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  const q = useQuery({ queryKey: queryKeys.content.site(PATH), queryFn: () => callValue(PATH, siteRef()) });
  const articleId = params.get('article');
  const article = articleId && q.data ? q.data.find((n) => String(n.id) === articleId) : undefined;
  if (article) return <Article item={article} />;
  const page = pageOf(params.get('page'), q.data?.length ?? 0);
  const items = q.data?.slice((page - 1) * PER_PAGE, page * PER_PAGE) ?? [];
  return (
    <Page title={t('news')} data-testid="news-page">
      {q.isPending ? (
        <Card>
          <Skeleton lines={6} />
        </Card>
      ) : q.isError ? (
        <Card>
          <EmptyState
            text={t('contentFailed')}
            action={
              <Button variant="ghost" onClick={() => void q.refetch()}>
                {ui('retry')}
              </Button>
            }
          />
        </Card>
      ) : !q.data.length || (articleId && !article) ? (
        <Card>
          <EmptyState
            text={articleId ? t('articleMissing') : t('noNews')}
            action={
              <LinkButton to={articleId ? '/news' : '/'}>{articleId ? t('allNews') : t('goHome')}</LinkButton>
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
                <NewsCard item={n} />
              </li>
            ))}
          </ol>
          <Pagination
            config={{ totalItems: q.data.length, itemsPerPage: PER_PAGE, page, type: 'button' }}
            onChange={(p) => {
              setParams(p === 1 ? {} : { page: String(p) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Page>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
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
          to={{ pathname: '/news', search: `?article=${item.id}` }}
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
