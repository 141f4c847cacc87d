import { casinoPnlMinor, cardCode, type Deal, type Game } from '@backlay/casino';
import type { Db } from '../db/index';
import { writeSettlement, type BetSettlement, type HeldBet } from '../modules/betting/index';
import { betsToSettle, lockMarket, outcomeLabel, transferOf } from '../modules/betting/index';
import { roundLockKey } from './rounds';

/** A round to settle: with `game` and `deal` by its result, without them as void (all stakes back). */
export interface RoundSettlement {
  roundId: string;
  /** The table's market id (bets' `market_id`, whose exposure is released). */
  marketId: string;
  game?: Game;
  deal?: Deal;
  now: Date;
}

/**
 * Settles one casino round in one transaction (issue 6 item 3; the sports settlement's posting
 * path, modules/betting/settlement.ts): under the round's exclusive lock, every unsettled bet of
 * the round gets its P&L from the engine (`game.settle(sid, deal)` -> casinoPnlMinor at the bet's
 * price; docs/rules/casino.md per game), posted to the ledger as cause `casino_round` / `{betId}:v1`
 * (so a bet posts once, whatever happens), bets marked settled (a push or a void round is case
 * 'void'), the table's exposure released, and the round stored as settled with its cards and
 * result (or as void). An account that cannot pay has its bets set aside for an operator and the
 * round settles for everyone else (issue 12; modules/betting/holds.ts): they are returned as
 * `held`. Idempotent: a round already settled or void changes nothing. Errors:
 * Error for an unknown round; the ledger's errors.
 */
export async function settleRound(
  db: Db,
  s: RoundSettlement,
): Promise<{ betsSettled: number; held: HeldBet[]; alreadySettled: boolean }> {
  const isVoid = !s.deal || !s.game;
  return db.transaction().execute(async (trx) => {
    await lockMarket(trx, roundLockKey(s.roundId));
    const round = await trx
      .selectFrom('casino_rounds')
      .select('status')
      .where('round_id', '=', s.roundId)
      .forUpdate()
      .executeTakeFirst();
    if (!round) throw new Error(`unknown casino round ${s.roundId}`);
    if (round.status === 'settled' || round.status === 'void')
      return { betsSettled: 0, held: [], alreadySettled: true };

    const bets = await betsToSettle(trx, (eb) =>
      eb.and([
        eb('round_id', '=', s.roundId),
        eb('market_type', '=', 'Casino'),
        eb('status', '=', 'unsettled'),
      ]),
    );
    const items: BetSettlement[] = bets.map((bet) => {
      const outcome = isVoid ? undefined : s.game!.settle(Number(bet.selection_id), s.deal!);
      const pnl = outcome ? casinoPnlMinor(bet.side, bet.odds_hundredths!, bet.stake_minor, outcome) : 0;
      return {
        bet,
        transfers: pnl !== 0 ? [transferOf(bet, pnl, 'casino_round', 1, s.now)] : [],
        pnl,
        outcome: !outcome || outcome.kind === 'push' ? 'void' : outcomeLabel(pnl, false),
        releasesExposure: true,
        resultVersion: 1,
      };
    });
    const held = await writeSettlement(trx, s.marketId, items, s.now);
    await trx
      .updateTable('casino_rounds')
      .set({
        status: isVoid ? 'void' : 'settled',
        cards: isVoid ? null : JSON.stringify(s.deal!.cards.map(cardCode)),
        result: isVoid ? null : JSON.stringify(s.deal!.result),
        bets_settled: bets.length - held.length,
        finished_at: s.now,
      })
      .where('round_id', '=', s.roundId)
      .execute();
    return { betsSettled: bets.length - held.length, held, alreadySettled: false };
  });
}
