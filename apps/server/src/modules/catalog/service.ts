import {
  SPORTS,
  type BookmakerMarket,
  type CompetitionRow,
  type EventRow,
  type ExchangeMarket,
  type SportRow,
} from '@backlay/contracts';
import type { FeedEngine, MatchEntry } from '../../feed/index';
import { notFound } from '../../domain-errors';
import { CASINO_SPORT } from '@backlay/contracts/constants';

/** `GET v2/get-events` rows: the three sports with their ids, plus Casino without one (docs/rules/specification.md §3 Sport). */
export function sportRows(): SportRow[] {
  return [...SPORTS.map((s) => ({ id: s.id, name: s.name })), { name: CASINO_SPORT.name }];
}

/** 404 unless `sportId` is a sport of the catalogue. */
export function requireSport(sportId: number): void {
  if (!SPORTS.some((s) => s.id === sportId)) throw notFound(`Unknown sport: ${sportId}`);
}

/** Competitions of a sport that have listed matches (docs/rules/specification.md §3 Competition). */
export function competitionRows(engine: FeedEngine, sportId: number): CompetitionRow[] {
  requireSport(sportId);
  const rows = new Map<string, CompetitionRow>();
  for (const m of engine.matches(sportId)) {
    const row = rows.get(m.description.competitionId) ?? {
      competitionId: m.description.competitionId,
      competitionName: m.description.competitionName,
      matchCount: 0,
    };
    row.matchCount++;
    rows.set(row.competitionId, row);
  }
  return [...rows.values()].sort((a, b) => a.competitionName.localeCompare(b.competitionName));
}

/** The catalogue row of one match (docs/rules/specification.md §3 Event/match). */
export function eventRow(engine: FeedEngine, entry: MatchEntry): EventRow {
  const markets = entry.marketKeys.map((key) => engine.store.get(key)?.value).filter((v) => v !== undefined);
  const exchange = markets.filter((m): m is ExchangeMarket => 'totalMatched' in m);
  const bookmaker = markets.filter((m): m is BookmakerMarket => 'runners' in m && !('totalMatched' in m));
  const matchOdds = exchange.filter((m) => m.marketName === 'Match Odds');
  const { description: d, slot } = entry;
  return {
    eventName: d.eventName,
    eventId: entry.sportId,
    competitionId: d.competitionId,
    competitionName: d.competitionName,
    matchId: slot.matchId,
    openDate: new Date(slot.startMs).toISOString(),
    originalDate: d.originalDate,
    venue: d.venue,
    inPlay: entry.phase === 'inplay',
    marketName: 'Match Odds',
    declared: entry.phase === 'finished',
    tv: entry.phase === 'inplay',
    bm: d.bm,
    fancy: d.fancy,
    s: d.fancy,
    matchOdds: matchOdds.map((m) => ({
      marketId: m.marketId,
      inplay: m.inplay,
      status: m.status,
      runners: m.runners.map((r) => ({
        selectionId: r.selectionId,
        runnerName: r.runnerName,
        back: r.ex.availableToBack[0]?.price ?? 0,
        lay: r.ex.availableToLay[0]?.price ?? 0,
      })),
    })),
    markets: exchange.map((m) => ({ marketId: m.marketId, marketName: m.marketName, status: m.status })),
    bmOdds: bookmaker.map((m) => ({ marketId: m.marketId, status: m.status })),
    joinedMarketIds: exchange.map((m) => m.marketId),
    matchUrl: `/fullmarket/${entry.sportId}/${d.competitionId}/${slot.matchId}`,
    attribution: d.attribution,
  };
}

/** Listed matches of a sport (optionally one competition) as catalogue rows, by start time. */
export function eventRows(engine: FeedEngine, sportId: number, competitionId?: string): EventRow[] {
  requireSport(sportId);
  const entries = engine
    .matches(sportId)
    .filter((m) => !competitionId || m.description.competitionId === competitionId);
  if (
    competitionId &&
    entries.length === 0 &&
    !competitionRows(engine, sportId).some((c) => c.competitionId === competitionId)
  ) {
    throw notFound(`Unknown competition: ${competitionId}`);
  }
  return entries.map((m) => eventRow(engine, m));
}

/**
 * The match `matchId` of sport `sportId` and competition `competitionId`; 404 when any of the
 * three does not match a listed match.
 */
export function matchOf(
  engine: FeedEngine,
  sportId: number,
  competitionId: string,
  matchId: string,
): MatchEntry {
  const entry = engine.match(matchId);
  if (!entry || entry.sportId !== sportId || entry.description.competitionId !== competitionId) {
    throw notFound(`Unknown match: ${sportId}/${competitionId}/${matchId}`);
  }
  return entry;
}

/** JSON of `{status: true, data: [...]}` from already-serialised items (served from the store's cache). */
export const envelopeJson = (items: string[]) => `{"status":true,"data":[${items.join(',')}]}`;

/**
 * A brand's own view of an exchange market (issue 14 item 2: the ladder shows the sizes really
 * available in the brand's book); undefined to show the model's. Given by the composition root.
 */
export type ExchangeOverlay = (market: ExchangeMarket) => ExchangeMarket | undefined;

/** The overlay of a request's brand, if any (from its headers, without I/O). */
export type OverlayOf = (headers: { d?: string | string[]; host?: string }) => ExchangeOverlay | undefined;

/**
 * Cached JSON of the match's markets of one kind (exchange: with `totalMatched`; fancy: with
 * `gtype`); exchange markets through `overlay` when the brand has a book of its own.
 */
export function marketJsons(
  engine: FeedEngine,
  entry: MatchEntry,
  kind: 'exchange' | 'bookmaker' | 'fancy',
  ids?: string[],
  overlay?: ExchangeOverlay,
): string[] {
  const wanted = ids ? new Set(ids) : undefined;
  const out: string[] = [];
  for (const key of entry.marketKeys) {
    const stored = engine.store.get(key);
    if (!stored) continue;
    const value = stored.value as Record<string, unknown>;
    const valueKind = 'gtype' in value ? 'fancy' : 'totalMatched' in value ? 'exchange' : 'bookmaker';
    if (valueKind !== kind || (wanted && !wanted.has(String(value.marketId)))) continue;
    const shown =
      overlay && kind === 'exchange' ? overlay(stored.value as unknown as ExchangeMarket) : undefined;
    out.push(shown ? JSON.stringify(shown) : stored.json);
    wanted?.delete(String(value.marketId));
  }
  if (wanted && wanted.size > 0) throw notFound(`Unknown market: ${[...wanted][0]}`);
  return out;
}
