import { casinoPnlMinor, liabilityMinor, type Outcome } from '@backlay/casino';
import type { BetPlacement } from '@backlay/contracts';
import { CASINO_STAKE_LIMITS_MINOR, stakeLimitError } from '@backlay/exchange';
import { sql } from 'kysely';
import type { AppDeps } from '../../app';
import { roundLockKey } from '../../dealer/index';
import { badRequest, notFound } from '../../http/errors';
import type { UserRow } from '../auth/repo';
import type { BetRowDb } from '../betting/bets';
import { betFingerprint, replayOf } from '../betting/fingerprint';
import { acceptBet, findByClientId, rateChanged, stakeMinorOf } from '../betting/service';
import type { DomainRow } from '../domains/repo';

/** One casino bet as the exposure rule sees it: prices in hundredths, money in minor units. */
export interface CasinoBet {
  sid: number;
  side: 'back' | 'lay';
  priceH: number;
  stakeMinor: number;
}

const OUTCOMES: Outcome[] = [{ kind: 'win' }, { kind: 'loss' }];

/**
 * A user's worst case on one casino round, minor units (>= 0): for each sid the worst of its
 * bets' summed P&L when the sid wins or loses (a push, a half loss or a category payout above
 * the price never does worse), summed over the sids. The sids of a table are not exclusive
 * (Lucky 7 Low, Odd and Red can all win), so the sum is a safe upper bound of the real worst case
 * (exact for one sid; e.g. backing both teen20 players locks both stakes).
 */
export function casinoExposureMinor(bets: readonly CasinoBet[]): number {
  const bySid = new Map<number, CasinoBet[]>();
  for (const bet of bets) bySid.set(bet.sid, [...(bySid.get(bet.sid) ?? []), bet]);
  let total = 0;
  for (const group of bySid.values()) {
    const worst = Math.min(
      0,
      ...OUTCOMES.map((o) =>
        group.reduce((sum, b) => sum + casinoPnlMinor(b.side, b.priceH, b.stakeMinor, o), 0),
      ),
    );
    total -= worst;
  }
  return total;
}

/** The exposure rule's view of a stored casino bet. */
export const casinoBetOf = (
  row: Pick<BetRowDb, 'selection_id' | 'side' | 'odds_hundredths' | 'stake_minor'>,
): CasinoBet => ({
  sid: Number(row.selection_id),
  side: row.side,
  priceH: row.odds_hundredths!,
  stakeMinor: row.stake_minor,
});

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
  deps: AppDeps,
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
  if (body.Narration !== undefined) throw badRequest('Casino bets cannot be cashed out');
  if (!body.roundId) throw badRequest('roundId is required for a casino bet');
  const sid = Number(body.selectionId);
  const runner = Number.isInteger(sid) ? table.runner(sid) : undefined;
  if (!runner) throw badRequest(`Unknown selection: ${String(body.selectionId)}`);
  const side = body.type;
  if (side === 'lay' && runner.market.kind !== 'backlay')
    throw badRequest('This market takes back bets only');
  const stakeMinor = stakeMinorOf(body.stake);
  const stakeError = stakeLimitError(stakeMinor, {
    minMinor: Math.max(CASINO_STAKE_LIMITS_MINOR.minMinor, runner.market.min * 100),
    maxMinor: Math.min(CASINO_STAKE_LIMITS_MINOR.maxMinor, runner.market.max * 100),
  });
  if (stakeError) throw badRequest(stakeError);
  if (body.oddsReq === undefined) throw badRequest('oddsReq is required');

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
      sports_name: 'Casino',
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
