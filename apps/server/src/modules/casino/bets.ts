import { casinoPnlMinor, liabilityMinor } from '@backlay/casino';
import type { BetPlacement } from '@backlay/contracts';
import { CASINO_STAKE_LIMITS_MINOR, stakeLimitError } from '@backlay/exchange';
import { sql } from 'kysely';
import { roundLockKey, type CasinoDealer } from '../../dealer/index';
import { invalid, notFound } from '../../domain-errors';
import type { UserRow } from '../users/index';
import {
  acceptBet,
  casinoBetOf,
  casinoExposureMinor,
  type CasinoBet,
  findByClientId,
  rateChanged,
  stakeMinorOf,
  type BettingDeps,
} from '../betting/index';
import { betFingerprint, replayOf } from '../betting/index';
import type { DomainRow } from '../domains/index';
import { CASINO_SPORT } from '@backlay/contracts/constants';

/** What a casino bet needs: bet acceptance's deps and the dealer of the tables. */
export interface CasinoBetDeps extends BettingDeps {
  /** The casino dealer; without one every table is unknown (404). */
  dealer?: CasinoDealer;
}

/**
 * Accepts a casino bet through `POST /api/bet/save2` (issue 6 item 3; docs/rules/specification.md §3 Bet placement
 * payload with markettype 'Casino', §5 stake messages): `marketId` / `matchId` name the table,
 * `roundId` its current round, `selectionId` the sid, `type` back (lay only on back/lay
 * markets), `oddsReq` the runner's current price. The server recomputes every amount. No bet
 * delay (prices only move between betting windows). Liability is locked as exposure in the
 * shared acceptance transaction, which also re-checks, under the round's lock, that the round
 * is still open in the same betting window. A repeated `clientBetId` returns the first bet when
 * the request names the same bet, else 409 (issue 12, betting/fingerprint.ts).
 * Errors: 400 malformed (no roundId, unknown sid, lay on a rate market, stake with fractions of
 * a minor unit), 'Minimum stake limit exceeded!' / 'Maximum stake limit exceeded!' (100 to
 * 50,000, or the runner's own narrower limits), 'Insufficient balance'; 404 unknown table; 409
 * 'Bet rate changed!' when the round is not the current one, not open, the runner suspended,
 * or the price differs from the runner's current price; 409 for a reused client bet id.
 */
export async function placeCasinoBet(
  deps: CasinoBetDeps,
  domain: DomainRow,
  user: UserRow,
  body: BetPlacement,
): Promise<{ betId: string; replayed: boolean }> {
  const fingerprint = betFingerprint(body);
  if (body.clientBetId) {
    const earlier = await findByClientId(deps, user.id, body.clientBetId);
    const replay = replayOf(body.clientBetId, fingerprint, earlier);
    if (replay) return { betId: replay, replayed: true };
  }
  const table = deps.dealer?.tableByMarket(body.marketId);
  if (!table || table.ids.matchId !== String(body.matchId))
    throw notFound(`Unknown market: ${body.marketId}`);
  if (body.Narration !== undefined) throw invalid('Casino bets cannot be cashed out');
  if (!body.roundId) throw invalid('roundId is required for a casino bet');
  const sid = Number(body.selectionId);
  const runner = Number.isInteger(sid) ? table.runner(sid) : undefined;
  if (!runner) throw invalid(`Unknown selection: ${String(body.selectionId)}`);
  const side = body.type;
  if (side === 'lay' && runner.market.kind !== 'backlay') throw invalid('This market takes back bets only');
  const stakeMinor = stakeMinorOf(body.stake);
  const stakeError = stakeLimitError(stakeMinor, {
    minMinor: Math.max(CASINO_STAKE_LIMITS_MINOR.minMinor, runner.market.min * 100),
    maxMinor: Math.min(CASINO_STAKE_LIMITS_MINOR.maxMinor, runner.market.max * 100),
  });
  if (stakeError) throw invalid(stakeError);
  if (body.oddsReq === undefined) throw invalid('oddsReq is required');

  const round = table.round;
  if (!round || round.roundId !== body.roundId || !runner.active) throw rateChanged();
  const priceH = side === 'back' ? runner.market.backH : runner.market.layH;
  if (priceH === undefined || Math.abs(body.oddsReq * 100 - priceH) > 1e-6) throw rateChanged();

  const bet: CasinoBet = { sid, side, priceH, stakeMinor };
  const { roundId, window } = round;
  const { marketId, matchId, eventId, legueId } = table.ids;
  return acceptBet(deps, domain, user, {
    lockKey: roundLockKey(roundId),
    closed: sql<boolean>`not exists (select 1 from casino_rounds
      where round_id = ${roundId} and status = 'open' and betting_window = ${window})`,
    marketId,
    matchId,
    clientBetId: body.clientBetId,
    fingerprint,
    exposureMinor: (open, withNewBet) =>
      casinoExposureMinor(withNewBet ? [...open.map(casinoBetOf), bet] : open.map(casinoBetOf)),
    values: {
      market_name: `Round ${roundId}`,
      market_type: 'Casino',
      sport_id: eventId,
      sports_name: CASINO_SPORT.name,
      event_name: table.game.name,
      competition_id: legueId,
      selection_id: String(sid),
      selection_name: runner.market.name,
      side,
      odds_hundredths: priceH,
      line: null,
      rate: null,
      stake_minor: stakeMinor,
      liability_minor: liabilityMinor(side, priceH, stakeMinor),
      profit_minor:
        side === 'back' ? casinoPnlMinor('back', priceH, stakeMinor, { kind: 'win' }) : stakeMinor,
      narration: null,
      round_id: roundId,
    },
  });
}
