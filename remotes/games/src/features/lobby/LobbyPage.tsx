import { css, type Theme } from '@emotion/react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useLocation, useSearchParams } from '@site/shared/router';
import { categoryOfPath } from '@site/shared';
import { Button, EmptyState, Heading, Page } from '@site/shared/ui';
import {
  catalogueFilters,
  lobbyQuery,
  PAGE_SIZE,
  parseLobbyQuery,
  type LobbyView,
  type Sort,
} from '../../lib/lobby-query';
import { useGamesPage } from './api/get-games';
import { useProviders } from './api/get-providers';
import { useRecentGames } from './api/get-recent';
import { GameRow } from './GameRow';
import { GameGrid, SkeletonGrid } from './GameGrid';
import { LobbyToolbar, ProvidersRail, ProvidersRailPlaceholder } from './LobbyControls';
import { useHeart } from './useHeart';
import '../../i18n/messages';
import { useScrollMemory } from '../../lib/scroll-memory';

/**
 * One lobby for every category route (/slots, /casino, … , /hot): the route's category comes from the path
 * (`categoryOfPath`, SPEC §9 map in @site/shared); provider, search, sort and the number of pages shown live in
 * the URL query, so reload, back and a shared link keep the view.
 */
export default function LobbyPage() {
  const { t } = useTranslation(['games', 'ui']);
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname) ?? 'hot';
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseLobbyQuery(params), [params]);
  const providers = useProviders(category);
  const heart = useHeart();
  const recent = useRecentGames();
  useScrollMemory();
  const gridTitle = useId();

  // Each change starts from the address as it is now, not as last rendered: the router renders a navigation as a
  // transition, so a second change made before the first one's render (a provider, then at once a sort or a
  // search) would otherwise drop the first from the URL.
  const update = useCallback(
    (change: Partial<LobbyView>, replace = false) =>
      setParams(
        () =>
          lobbyQuery({
            ...parseLobbyQuery(new URLSearchParams(window.location.search)),
            pages: 1,
            ...change,
          }),
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // ?provider= names a slug (pragmatic) or a code; resolved against this category's rail.
  const list = providers.data ?? [];
  const waitingForRail = view.provider !== '' && category !== 'hot' && providers.isPending;
  const { providerCode, filters } = catalogueFilters(
    category,
    view,
    list.map((p) => p.provider_code),
  );
  // with the providers list failed nothing is known of ?provider=: no claim that it has no games
  const unknownProvider =
    view.provider !== '' && !waitingForRail && !providers.isError && providerCode === null;
  const first = useGamesPage(waitingForRail ? null : { ...filters, page: 1, page_size: PAGE_SIZE });
  const total = waitingForRail ? undefined : first.data?.total;
  const categoryTotal = list.reduce((n, p) => n + p.count, 0);
  const filtered = providerCode !== null || view.search !== '';
  const shownPages =
    total === undefined ? 1 : Math.max(1, Math.min(view.pages, Math.ceil(total / PAGE_SIZE)));
  const shown = total === undefined ? 0 : Math.min(total, shownPages * PAGE_SIZE);
  const favourites = heart.signedIn ? heart.favs : [];
  const clear = () => update({ provider: '', search: '', sort: view.sort });

  return (
    <Page title={t(`title_${category}`)} width="wide" data-testid="lobby" data-category={category}>
      <p
        css={(th: Theme) => css`
          margin: 0;
          color: ${th.palette.textMuted};
        `}
      >
        {t(`intro_${category}`)}
      </p>
      <GameRow
        title={t('favourites')}
        games={favourites}
        testId="favourites-row"
        isFav={heart.isFav}
        onHeart={heart.press}
      />
      <GameRow
        title={t('recent')}
        games={heart.signedIn ? (recent.data ?? []) : []}
        testId="recent-row"
        isFav={heart.isFav}
        onHeart={heart.press}
      />
      <LobbyToolbar
        search={view.search}
        sort={view.sort}
        onSearch={onSearch}
        onSort={(sort: Sort) => update({ sort })}
      />
      {list.length > 0 ? (
        <ProvidersRail
          providers={list}
          selected={providerCode}
          total={categoryTotal}
          onSelect={(code) => update({ provider: code ?? '' })}
        />
      ) : category !== 'hot' && providers.isPending ? (
        <ProvidersRailPlaceholder />
      ) : category !== 'hot' && providers.isError ? (
        <p role="alert" data-testid="providers-failed" css={{ margin: 0 }}>
          {t('providersFailed')}{' '}
          <Button variant="ghost" onClick={() => void providers.refetch()} disabled={providers.isFetching}>
            {t('ui:retry')}
          </Button>
        </p>
      ) : null}
      {unknownProvider ? (
        <p role="status" data-testid="unknown-provider">
          {t('unknownProvider', { provider: view.provider })}
        </p>
      ) : null}
      <section
        aria-labelledby={gridTitle}
        data-testid="games"
        css={css`
          min-width: 0;
        `}
      >
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: baseline;
            gap: 0.5rem;
            flex-wrap: wrap;
            margin-bottom: 0.6rem;
          `}
        >
          <Heading id={gridTitle}>{t('games')}</Heading>
          {total !== undefined && total > 0 ? (
            <span role="status" data-testid="games-count" data-total={total}>
              {t('showing', { shown, total })}
            </span>
          ) : null}
        </div>
        {first.isError && !waitingForRail ? (
          <div role="alert" data-testid="catalogue-failed">
            <EmptyState
              text={t('catalogueFailed')}
              action={
                <Button onClick={() => void first.refetch()} disabled={first.isFetching}>
                  {t('ui:retry')}
                </Button>
              }
            />
          </div>
        ) : total === 0 ? (
          filtered ? (
            <EmptyState
              text={t('noMatch')}
              action={
                <Button variant="ghost" onClick={clear}>
                  {t('clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState text={t('emptyCategory')} />
          )
        ) : total === undefined ? (
          <div aria-busy="true">
            <SkeletonGrid count={12} />
          </div>
        ) : (
          <GameGrid
            filters={filters}
            pages={shownPages}
            total={total}
            labelledBy={gridTitle}
            isFav={heart.isFav}
            onHeart={heart.press}
          />
        )}
        {total !== undefined && shown < total ? (
          <div
            css={css`
              display: flex;
              justify-content: center;
              margin-top: 1rem;
            `}
          >
            <Button variant="ghost" onClick={() => update({ ...view, pages: shownPages + 1 }, true)}>
              {t('loadMore')}
            </Button>
          </div>
        ) : null}
      </section>
    </Page>
  );
}
