import { cardCode, commitOf, fairRng, GAMES, type CasinoType, type Game } from '@backlay/casino';
import type { CasinoGame, CasinoGamesQuery, CasinoRoundResult, CasinoVerify } from '@backlay/contracts';
import type { Db } from '../../db/index';
import type { CasinoDealer } from '../../dealer/index';
import { cardsOf, resultOf, roundById } from '../../dealer/index';
import { notFound } from '../../domain-errors';

/**
 * A finished round's result (docs/rules/specification.md §7 POST sports/v1/casino/result; docs/rules/casino.md §0.5): only a
 * settled round has one. Errors: 404 'Result not available: {roundId}' for an unknown round or
 * one not finished (a proxy of the real feed answers 404 the same way, §0.5).
 */
export async function roundResult(db: Db, roundId: string): Promise<CasinoRoundResult> {
  const row = await roundById(db, roundId);
  const result = row?.status === 'settled' ? resultOf(row) : null;
  if (!row || !result) throw notFound(`Result not available: ${roundId}`);
  return {
    mid: row.round_id,
    result: result.win,
    win: result.win,
    winnat: result.winnat,
    rdesc: result.rdesc,
    cards: result.cards.join(','),
    sids: result.sids.join(','),
  };
}

/**
 * Provable fairness of a round (docs/rules/casino.md Decision 1; rng.ts): the commitment always; once
 * the round is settled or void, the server seed and the round dealt again from
 * fairRng(serverSeed, roundId) with the table's engine (reveal order), its result (null for a
 * void round) and `matches`: sha256(seed) equals the commitment and the cards equal the ones
 * stored at settlement. A round still running shows its commitment only. Errors: 404 unknown.
 */
export async function verifyRound(
  db: Db,
  dealer: CasinoDealer | undefined,
  roundId: string,
): Promise<CasinoVerify> {
  const row = await roundById(db, roundId);
  if (!row) throw notFound(`Unknown round: ${roundId}`);
  const base = { roundId: row.round_id, casinoType: row.casino_type, status: row.status, commit: row.commit };
  if (row.status !== 'settled' && row.status !== 'void')
    return { ...base, serverSeed: null, cards: null, result: null, matches: null };
  const game: Game | undefined = dealer?.table(row.casino_type)?.game ?? GAMES[row.casino_type as CasinoType];
  const deal = game?.markets.length ? game.deal(fairRng(row.server_seed, row.round_id)) : undefined;
  const cards = deal ? deal.cards.map(cardCode) : null;
  const stored = cardsOf(row);
  const sameCards = stored === null || (cards !== null && stored.join(',') === cards.join(','));
  return {
    ...base,
    serverSeed: row.server_seed,
    cards,
    result: deal && row.status === 'settled' ? deal.result : null,
    matches: deal ? commitOf(row.server_seed) === row.commit && sameCards : null,
  };
}

/**
 * The casino game list (docs/rules/specification.md §3 Casino game, §7 sports/casino/games): one game per dealt table,
 * its one market suspended while the round takes no bets; filtered by any of eventId, legueId
 * and matchId.
 */
export function casinoGames(dealer: CasinoDealer | undefined, query: CasinoGamesQuery): CasinoGame[] {
  return (dealer?.allTables() ?? [])
    .filter(
      (t) =>
        (query.eventId === undefined || query.eventId === t.ids.eventId) &&
        (query.legueId === undefined || query.legueId === t.ids.legueId) &&
        (query.matchId === undefined || query.matchId === t.ids.matchId),
    )
    .map((t) => ({
      eventId: t.ids.eventId,
      legueId: t.ids.legueId,
      matchId: t.ids.matchId,
      name: t.game.name,
      casinoType: t.game.type,
      markets: [{ marketId: t.ids.marketId, markettype: 'Casino' as const, suspended: !t.isOpen }],
    }));
}
