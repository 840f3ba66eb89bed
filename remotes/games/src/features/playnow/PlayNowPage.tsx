import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useSearchParams } from '@site/shared/router';
import { answerOf, houseClientPath, pathOfCategory, useAuthRef, type CatalogueGame } from '@site/shared';
import { Button, Card, Page, Skeleton, useAnswerText } from '@site/shared/ui';
import { useStartSignIn } from '../../lib/start-sign-in';
import { useGameInfo, useLaunch } from './api/playnow-queries';
import { GameFrame } from './GameFrame';
import { Suggestions } from './Suggestions';
import '../../i18n/playnow';

/** The provably fair house games (docs/provider.md): their rounds verify on the house page. */
const PROVABLY_FAIR = ['HOUSE-HASH-001', 'HOUSE-CRASH-001'];

/** Where a player verifies a provably fair round (the house page, in a new tab; the salt is the game code). */
const verifyHref = (code: string, lang: string) =>
  PROVABLY_FAIR.includes(code)
    ? `/provider/house/play/verify#lang=${encodeURIComponent(lang)}${code === 'HOUSE-HASH-001' ? '' : `&salt=${code}`}`
    : undefined;

/** The frame's URL: the launch URL (the token in its fragment), the language, and where to post the balance. */
function frameSrc(base: string, lang: string): string {
  const sep = base.includes('#') ? '&' : '#';
  return `${base}${sep}lang=${encodeURIComponent(lang)}&parent=${encodeURIComponent(location.origin)}`;
}

function Notice({
  title,
  text,
  testId,
  onRetry,
}: {
  title: string;
  text: string;
  testId: string;
  /** a failure that may pass: Retry asks again */
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Card title={title} data-testid={testId}>
      <p
        css={css`
          margin: 0;
        `}
      >
        {text}{' '}
        {onRetry ? (
          <Button variant="ghost" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </p>
    </Card>
  );
}

/** A signed-in player's game: launched once per visit; a refusal says why and offers other games. */
function PlayerGame({ game, lang }: { game: CatalogueGame; lang: string }) {
  const { t } = useTranslation('playnow');
  const answerText = useAnswerText(['playnow', 'games']);
  const launch = useLaunch(game.game_code, true);
  if (launch.isPending) return <Skeleton height="20rem" />;
  if (launch.isError) {
    const a = answerOf(launch.error);
    return a.statusMessage === 'gameUnavailable' ? (
      <Unavailable game={game} />
    ) : (
      <Notice
        title={game.game_name}
        // the refusal in the player's words and language (worded at render: a language switch re-words it),
        // never the server's technical detail
        text={t('launchFailed', { reason: answerText(a).text })}
        testId="playnow-failed"
        onRetry={() => void launch.refetch()}
      />
    );
  }
  return (
    <GameFrame
      src={frameSrc(launch.data.url, lang)}
      name={game.game_name}
      demo={false}
      exitTo={pathOfCategory(game.category) ?? '/'}
      verifyHref={verifyHref(game.game_code, lang)}
    />
  );
}

/**
 * A guest: demo play (fun money, never the ledger) or sign in. Demo play is in the URL (`&demo=1`): a reload or a
 * shared link keeps the game open, Back returns to the choice.
 */
function GuestGame({ game, lang, client }: { game: CatalogueGame; lang: string; client: string }) {
  const { t } = useTranslation('playnow');
  const startSignIn = useStartSignIn();
  const [params, setParams] = useSearchParams();
  const demo = params.get('demo') === '1';
  const setDemo = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('demo', '1');
      return next;
    });
  if (demo)
    return (
      <GameFrame
        src={frameSrc(`${client}#demo=1`, lang)}
        name={game.game_name}
        demo
        exitTo={pathOfCategory(game.category) ?? '/'}
        verifyHref={verifyHref(game.game_code, lang)}
      />
    );
  return (
    <Card title={t('guestTitle')} data-testid="playnow-guest">
      <p>{t('guestText', { game: game.game_name })}</p>
      <div
        css={css`
          display: flex;
          gap: 0.5rem;
          flex-wrap: wrap;
        `}
      >
        <Button onClick={setDemo} data-testid="playnow-demo">
          {t('playDemo')}
        </Button>
        <Button variant="ghost" onClick={startSignIn}>
          {t('signIn')}
        </Button>
      </div>
    </Card>
  );
}

function Unavailable({ game }: { game: CatalogueGame }) {
  const { t } = useTranslation('playnow');
  return (
    <>
      <Notice
        title={t('unavailableTitle')}
        text={t('unavailableText', { game: game.game_name, provider: game.provider_code })}
        testId="playnow-unavailable"
      />
      <Suggestions />
    </>
  );
}

/**
 * /playnow?game_code=…: the house games in a sandboxed frame (a player's real play through product/launch, or a
 * guest's demo play); other providers' games are "not available on this demo site"; no code or an unknown one
 * offers the recently played and hot games.
 */
export default function PlayNowPage() {
  const { t, i18n } = useTranslation('playnow');
  const [params] = useSearchParams();
  const code = (params.get('game_code') ?? '').trim().slice(0, 64);
  const signedIn = useAuthRef() !== null;
  const info = useGameInfo(code);
  const game = info.data ?? null;
  const client = game ? houseClientPath(game.game_code) : null;
  const lang = i18n.language;
  let body;
  if (!code) body = <Notice title={t('unknownTitle')} text={t('pickText')} testId="playnow-pick" />;
  else if (info.isPending) body = <Skeleton height="20rem" />;
  else if (info.isError)
    body = (
      <Notice
        title={t('unknownTitle')}
        text={t('infoFailed')}
        testId="playnow-failed"
        onRetry={() => void info.refetch()}
      />
    );
  else if (!game)
    body = <Notice title={t('unknownTitle')} text={t('unknownText', { code })} testId="playnow-unknown" />;
  else if (!client) body = <Unavailable game={game} />;
  else if (signedIn) body = <PlayerGame key={game.game_code} game={game} lang={lang} />;
  else body = <GuestGame key={game.game_code} game={game} lang={lang} client={client} />;
  const showSuggestions = !code || info.isError || (info.isSuccess && !game);
  return (
    <Page title={game?.game_name ?? t('title')} width="wide" data-testid="playnow">
      {body}
      {showSuggestions ? <Suggestions /> : null}
    </Page>
  );
}
