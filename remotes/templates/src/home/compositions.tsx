import type { ReactNode } from 'react';
import { BannerCarousel } from './sections/BannerCarousel';
import { BrandHero } from './sections/BrandHero';
import { CategoryTiles } from './sections/CategoryTiles';
import { DownloadBar } from './sections/DownloadBar';
import { HotGamesSection } from './sections/HotGamesSection';
import { BiggestWin } from './sections/BiggestWin';
import { Leaderboard } from './sections/Leaderboard';
import { LiveTables } from './sections/LiveTables';
import { NewsList } from './sections/NewsList';
import { PromotionsStrip } from './sections/PromotionsStrip';
import { ProvidersStrip } from './sections/ProvidersStrip';
import { BetSlip, SportsTiles } from './sections/Sports';
import { StatsBar } from './sections/StatsBar';
import { WinnersTicker } from './sections/WinnersTicker';
import { Columns } from './Columns';
import type { MessageKey } from '../i18n/messages';

/** A home page: its main column, an optional aside (desktop: beside it), and whether it has its own h1. */
export interface Composition {
  main: (t: (k: MessageKey) => string) => ReactNode[];
  aside?: (t: (k: MessageKey) => string) => ReactNode[];
  asideWidth?: string;
  hasHeading?: boolean;
}

/**
 * Each template's home page, built from sections. Casino templates lead with live casino and lobby tiles,
 * slot templates with game grids and provider rails, sportsbook1 with sports and the bet entry.
 */
export const COMPOSITIONS: Record<string, Composition> = {
  template1: {
    main: () => [
      <BannerCarousel look="wide" height={380} />,
      <WinnersTicker />,
      <LiveTables look="grid" />,
      <CategoryTiles look="icons" lead="casino" />,
      <HotGamesSection />,
      <ProvidersStrip look="marquee" />,
      <PromotionsStrip look="cards" limit={3} />,
      <DownloadBar />,
    ],
  },
  template2: {
    hasHeading: true,
    main: (t) => [
      <BrandHero look="split" aside={<BiggestWin look="panel" />} />,
      <CategoryTiles look="cards" lead="casino" limit={6} title={t('lobby')} heading="center" />,
      <LiveTables look="rail" heading="center" />,
      <Leaderboard look="table" heading="center" />,
      <HotGamesSection look="outline" />,
      <PromotionsStrip look="rows" limit={3} heading="center" />,
    ],
  },
  template3: {
    main: () => [
      <BannerCarousel look="rounded" height={320} />,
      <StatsBar look="tiles" />,
      <LiveTables look="feature" heading="plain" />,
      <HotGamesSection look="panel" />,
      <NewsList heading="plain" />,
      <DownloadBar look="card" />,
    ],
  },
  template4: {
    main: (t) => [
      <WinnersTicker look="slim" />,
      <CategoryTiles look="lobby" lead="casino" title={t('lobby')} heading="underline" />,
      <BannerCarousel look="framed" height={300} />,
      <LiveTables look="grid" limit={3} heading="underline" />,
      <Leaderboard look="podium" heading="underline" />,
      <ProvidersStrip look="grid" heading="underline" />,
    ],
  },
  template5: {
    hasHeading: true,
    main: () => [
      <BrandHero look="editorial" />,
      <LiveTables look="feature" limit={3} heading="plain" />,
      <PromotionsStrip look="rows" limit={3} heading="plain" />,
      <ProvidersStrip look="grid" heading="plain" />,
      <NewsList heading="plain" />,
    ],
  },
  template6: {
    main: () => [
      <WinnersTicker look="neon" />,
      <BannerCarousel look="rounded" height={340} />,
      <LiveTables look="rail" heading="tag" />,
      <Leaderboard look="podium" heading="tag" />,
      <HotGamesSection look="band" />,
      <DownloadBar />,
    ],
  },
  template7: {
    main: (t) => [
      <BannerCarousel look="framed" height={300} />,
      <LiveTables look="grid" limit={3} />,
      <CategoryTiles look="cards" lead="casino" title={t('lobby')} />,
      <HotGamesSection />,
      <ProvidersStrip look="chips" />,
    ],
    aside: () => [
      <BiggestWin look="compact" />,
      <Leaderboard look="compact" />,
      <PromotionsStrip look="mini" limit={3} />,
      <DownloadBar look="card" />,
    ],
    asideWidth: '320px',
  },
  template8: {
    main: (t) => [
      <BannerCarousel look="rounded" height={340} />,
      <CategoryTiles look="pills" lead="slot_game" />,
      <HotGamesSection look="panel" title={t('hotSlots')} gameType="SLOTS" />,
      <ProvidersStrip look="chips" />,
      <PromotionsStrip look="cards" limit={3} />,
      <StatsBar look="tiles" />,
      <DownloadBar />,
    ],
  },
  template9: {
    main: (t) => [
      <ProvidersStrip look="marquee" heading="tag" />,
      <BannerCarousel look="framed" height={280} />,
      <HotGamesSection title={t('hotSlots')} gameType="SLOTS" />,
      <BiggestWin look="panel" />,
      <CategoryTiles look="cards" lead="slot_game" heading="tag" />,
      <WinnersTicker />,
    ],
  },
  template10: {
    main: () => [
      <BiggestWin look="hero" />,
      <HotGamesSection look="band" />,
      <ProvidersStrip look="grid" />,
      <Leaderboard look="table" />,
      <WinnersTicker />,
      <PromotionsStrip look="cards" limit={3} />,
    ],
  },
  template11: {
    hasHeading: true,
    main: (t) => [
      <BrandHero look="split" />,
      <Columns
        left={<ProvidersStrip look="list" heading="tag" />}
        right={<HotGamesSection title={t('hotSlots')} gameType="SLOTS" />}
      />,
      <WinnersTicker look="slim" />,
      <StatsBar look="inline" />,
      <PromotionsStrip look="bento" heading="tag" />,
    ],
  },
  template12: {
    main: () => [
      <BannerCarousel look="wide" height={340} />,
      <CategoryTiles look="cards" lead="slot_game" limit={6} heading="center" />,
      <BiggestWin look="panel" />,
      <HotGamesSection look="outline" />,
      <Leaderboard look="table" heading="center" />,
      <DownloadBar />,
    ],
  },
  template13: {
    main: () => [
      <PromotionsStrip look="bento" limit={5} heading="center" />,
      <HotGamesSection look="panel" />,
      <ProvidersStrip look="chips" heading="center" />,
      <NewsList heading="center" />,
      <DownloadBar look="card" />,
    ],
  },
  template14: {
    hasHeading: true,
    main: () => [
      <BrandHero look="arcade" />,
      <CategoryTiles look="pixel" lead="arcade" />,
      <HotGamesSection look="outline" />,
      <ProvidersStrip look="grid" />,
    ],
    aside: () => [<Leaderboard look="scores" />, <BiggestWin look="compact" />],
    asideWidth: '340px',
  },
  template15: {
    hasHeading: true,
    main: (t) => [
      <BrandHero look="sports" />,
      <SportsTiles />,
      <PromotionsStrip look="cards" limit={3} />,
      <CategoryTiles look="icons" lead="casino" limit={6} title={t('casinoCorner')} />,
      <HotGamesSection look="panel" title={t('topPicks')} />,
    ],
    aside: () => [<BetSlip />, <Leaderboard look="compact" />, <DownloadBar look="card" />],
    asideWidth: '300px',
  },
};
