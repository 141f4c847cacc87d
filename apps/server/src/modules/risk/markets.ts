import type {
  AdminMarketRow,
  AdminMatchRow,
  BookmakerMarket,
  ExchangeMarket,
  FancyRow,
  MarketStatus,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { Db } from '../../db/index';
import type { FeedEngine } from '../../feed/index';
import { marketPositions, type MarketPosition } from '../betting/index';
import { houseLimitsOf, suspendedIds } from './controls';
import { fancyHouseBook, runnerHouseBook } from './match-book';

type StoredValue = (ExchangeMarket | BookmakerMarket | FancyRow) & { version: number };

/** A fancy row's status as customers see it: OPEN while it takes bets, CLOSED once decided, else SUSPENDED. */
const fancyStatus = (row: FancyRow): MarketStatus =>
  row.result || row.GameStatus === 'CLOSED' ? 'CLOSED' : row.GameStatus === '' ? 'OPEN' : 'SUSPENDED';

/**
 * The live list of matches of the feed with their markets and brand `domainId`'s match book
 * (issue 16 item 4; docs/backoffice.md "Markets, risk and casino"): per market its type, status as
 * customers see it, the operator's suspension, the brand's house limit, turnover and bets, and the
 * house's P&L per runner (runner markets) or by line (fancy) over the brand's unsettled bets,
 * with its worst case. Money in currency units. `sportId` keeps one sport; `inPlay` true keeps
 * the matches in play, false the others. No feed: an empty list.
 */
export async function listMarkets(
  db: Db,
  feed: FeedEngine | undefined,
  domainId: string,
  query: { sportId?: number; inPlay?: boolean },
): Promise<AdminMatchRow[]> {
  if (!feed) return [];
  const matches = feed
    .matches(query.sportId)
    .filter((m) => query.inPlay === undefined || (m.phase === 'inplay') === query.inPlay);
  const marketIds = matches.flatMap((m) => m.marketKeys);
  const [positions, limits, suspendedMarkets, suspendedMatches] = await Promise.all([
    marketPositions(db, domainId, marketIds),
    houseLimitsOf(db, domainId, marketIds),
    suspendedIds(db, 'market'),
    suspendedIds(db, 'match'),
  ]);
  const byMarket = new Map<string, MarketPosition[]>();
  for (const p of positions) {
    const list = byMarket.get(p.marketId);
    if (list) list.push(p);
    else byMarket.set(p.marketId, [p]);
  }
  return matches.map((m) => {
    const matchId = m.slot.matchId;
    const markets: AdminMarketRow[] = [];
    for (const key of m.marketKeys) {
      const value = feed.store.get(key)?.value as StoredValue | undefined;
      if (!value) continue;
      const own = byMarket.get(key) ?? [];
      const totals = {
        turnover: fromMinor(own.reduce((s, p) => s + p.stakeMinor, 0)),
        bets: own.reduce((s, p) => s + p.bets, 0),
        openBets: own.reduce((s, p) => s + p.openBets, 0),
      };
      const common = {
        marketId: key,
        suspendedByOperator: suspendedMarkets.has(key) || suspendedMatches.has(matchId),
        ...totals,
      };
      if ('gtype' in value) {
        const book = fancyHouseBook(own);
        markets.push({
          ...common,
          name: value.RunnerName,
          type: 'fancy',
          status: fancyStatus(value),
          houseLimit: null,
          runners: [],
          fancyBook: book.map((b) => ({ runs: b.runs, housePnl: fromMinor(b.pnlMinor) })),
          worstCase: fromMinor(Math.min(0, ...book.map((b) => b.pnlMinor))),
        });
        continue;
      }
      const runners = value.runners as { selectionId: string; runnerName: string }[];
      const book = runnerHouseBook(
        own,
        runners.map((r) => r.selectionId),
      );
      const exchange = 'totalMatched' in value;
      const limit = exchange ? limits.get(key) : undefined;
      markets.push({
        ...common,
        name: value.marketName,
        type: !exchange ? 'bookmaker' : value.marketName === 'Match Odds' ? 'match_odds' : 'exchange',
        status: value.status,
        houseLimit: limit === undefined ? null : fromMinor(limit),
        runners: runners.map((r) => ({
          selectionId: r.selectionId,
          runnerName: r.runnerName,
          housePnl: fromMinor(book[r.selectionId]!),
        })),
        fancyBook: [],
        worstCase: fromMinor(Math.min(0, ...Object.values(book))),
      });
    }
    return {
      matchId,
      sportId: m.sportId,
      eventName: m.description.eventName,
      competitionName: m.description.competitionName,
      openDate: new Date(m.slot.startMs).toISOString(),
      inPlay: m.phase === 'inplay',
      phase: m.phase,
      suspendedByOperator: suspendedMatches.has(matchId),
      markets,
    };
  });
}
