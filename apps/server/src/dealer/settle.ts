import { casinoPnlMinor, cardCode, type Deal, type Game } from '@backlay/casino';
import type { Db } from '../db/index';
import {
  betsToSettle,
  lockMarket,
  outcomeLabel,
  transferOf,
  writeSettlement,
  type BetSettled,
} from '../modules/betting/settlement';
import type { TransferInput } from '../modules/wallet/ledger';
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
 * price; casino-rules.md per game), posted to the ledger as cause `casino_round` / `{betId}:v1`
 * (so a bet posts once, whatever happens), bets marked settled (a push or a void round is case
 * 'void'), the table's exposure released, and the round stored as settled with its cards and
 * result (or as void). Idempotent: a round already settled or void changes nothing. Errors:
 * Error for an unknown round; the ledger's errors.
 */
export async function settleRound(
  db: Db,
  s: RoundSettlement,
): Promise<{ betsSettled: number; alreadySettled: boolean }> {
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
      return { betsSettled: 0, alreadySettled: true };

    const bets = await betsToSettle(trx, (eb) =>
      eb.and([
        eb('round_id', '=', s.roundId),
        eb('market_type', '=', 'Casino'),
        eb('status', '=', 'unsettled'),
      ]),
    );
    const transfers: TransferInput[] = [];
    const updates: BetSettled[] = [];
    for (const bet of bets) {
      const outcome = isVoid ? undefined : s.game!.settle(Number(bet.selection_id), s.deal!);
      const pnl = outcome ? casinoPnlMinor(bet.side, bet.odds_hundredths!, bet.stake_minor, outcome) : 0;
      if (pnl !== 0) transfers.push(transferOf(bet, pnl, 'casino_round', 1, s.now));
      updates.push({
        id: bet.id,
        pnl,
        outcome: !outcome || outcome.kind === 'push' ? 'void' : outcomeLabel(pnl, false),
      });
    }
    await writeSettlement(trx, transfers, updates, s.now, s.marketId);
    await trx
      .updateTable('casino_rounds')
      .set({
        status: isVoid ? 'void' : 'settled',
        cards: isVoid ? null : JSON.stringify(s.deal!.cards.map(cardCode)),
        result: isVoid ? null : JSON.stringify(s.deal!.result),
        bets_settled: bets.length,
        finished_at: s.now,
      })
      .where('round_id', '=', s.roundId)
      .execute();
    return { betsSettled: bets.length, alreadySettled: false };
  });
}
