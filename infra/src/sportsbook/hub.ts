/**
 * What the feed tells the browsers (issue 14 §3), in process: the feed publishes, every open
 * `/api/sportsbook/stream` connection (stream.ts) receives. One hub per database (feedFor in feed.ts).
 */
export type FeedMessage =
  | { type: 'price'; data: { selection_id: number; market_id: number; odds: number; price_version: number } }
  | { type: 'market'; data: { market_id: number; event_id: number; status: 'open' | 'suspended' | 'closed' } }
  | {
      type: 'score';
      data: {
        event_id: number;
        phase: 'not_started' | 'live' | 'finished';
        minute: number;
        home_score: number;
        away_score: number;
      };
    }
  | { type: 'event'; data: { event_id: number; kind: 'new' | 'finished' } }
  /**
   * Bets on these events were settled and their transactions have committed (the feed's settlement, the
   * operator's): a page showing a balance or a bet history can refresh it now.
   */
  | { type: 'settled'; data: { event_ids: number[] } };

export class FeedHub {
  private readonly listeners = new Set<(m: FeedMessage) => void>();

  publish(m: FeedMessage): void {
    for (const l of this.listeners) {
      try {
        l(m);
      } catch {
        // a broken listener (a closed socket) must not stop the others
      }
    }
  }

  subscribe(l: (m: FeedMessage) => void): () => void {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  }

  get size(): number {
    return this.listeners.size;
  }
}
