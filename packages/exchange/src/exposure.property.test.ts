/**
 * Properties of docs/rules/exchange.md (exposure, settlement, available balance), 1000 runs each.
 * The seed is in the describe title and in fast-check's failure report; rerun with FC_SEED=<seed>.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet, FancyBet, RunnerBet } from './bets';
import {
  availableMinor,
  exposureCheck,
  fancyBook,
  fancyExposure,
  runnerBook,
  runnerExposure,
  totalExposure,
} from './book';
import { settleBet, type MarketOutcome } from './settle';
import { FC_PARAMS, FC_SEED, fancyBetArb, idsOf, runnerBetArb, runnerMarketArb } from './test-arbitraries';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const worst = (xs: number[]) => Math.max(0, -Math.min(...xs));

/** Exact half-even rounding of n/d (d > 0), written independently of money.ts. */
function refRound(n: bigint, d: bigint): bigint {
  const q = n >= 0n ? n / d : -((-n + d - 1n) / d); // floor
  const twice = 2n * (n - q * d);
  return twice > d || (twice === d && q % 2n !== 0n) ? q + 1n : q;
}

/** The bet's exact P&L as a fraction num/den of minor units. */
function exactPnl(bet: Bet, outcome: MarketOutcome): { num: bigint; den: bigint } {
  if (outcome.void) return { num: 0n, den: 1n };
  const s = BigInt(bet.stakeMinor);
  const [gain, den, wins] =
    bet.kind === 'fancy'
      ? [s * BigInt(Math.round(bet.rate * 100)), 10_000n, 'runs' in outcome && outcome.runs >= bet.line]
      : [
          s * BigInt(Math.round(bet.odds * 100) - 100),
          100n,
          'winnerSelectionId' in outcome && outcome.winnerSelectionId === bet.selectionId,
        ];
  const back = wins ? gain : -s * den;
  return { num: bet.side === 'back' ? back : -back, den };
}

describe(`exposure and settlement properties (FC_SEED=${FC_SEED})`, () => {
  it('runner markets: book and exposure equal a brute force over every winner', () => {
    fc.assert(
      fc.property(runnerMarketArb(['odds', 'bookmaker', 'casino']), ({ ids, bets }) => {
        const brute = ids.map((id) =>
          sum(bets.map((b) => settleBet(b, { void: false, winnerSelectionId: id }))),
        );
        expect(runnerBook(bets, ids)).toEqual(Object.fromEntries(ids.map((id, i) => [id, brute[i]])));
        expect(runnerExposure(bets, ids)).toBe(worst(brute));
      }),
      FC_PARAMS,
    );
  });

  it('fancy markets: exposure equals a brute force over every R from 0 to max line + 1', () => {
    fc.assert(
      fc.property(fc.array(fancyBetArb, { maxLength: 8 }), (bets) => {
        const maxLine = Math.max(0, ...bets.map((b) => b.line));
        const pnl = (runs: number) => sum(bets.map((b) => settleBet(b, { void: false, runs })));
        const brute = Array.from({ length: maxLine + 2 }, (_, runs) => pnl(runs));
        expect(fancyExposure(bets)).toBe(worst(brute));
        for (const p of fancyBook(bets)) expect(p.pnlMinor).toBe(brute[p.runs]);
      }),
      FC_PARAMS,
    );
  });

  it('settlement: users + house = 0 exactly per bet; each P&L is the exact one rounded once', () => {
    const runnerCase = fc.record({
      bet: fc
        .constantFrom('odds' as const, 'bookmaker' as const, 'casino' as const)
        .chain((k) => runnerBetArb(k, idsOf(3))),
      outcome: fc.oneof(
        fc.constant<MarketOutcome>({ void: true }),
        fc.constantFrom(...idsOf(3)).map((id): MarketOutcome => ({ void: false, winnerSelectionId: id })),
      ),
    });
    const fancyCase = fc.record({
      bet: fancyBetArb as fc.Arbitrary<Bet>,
      outcome: fc.oneof(
        fc.constant<MarketOutcome>({ void: true }),
        fc.integer({ min: 0, max: 130 }).map((runs): MarketOutcome => ({ void: false, runs })),
      ),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(runnerCase, fancyCase), { minLength: 1, maxLength: 10 }), (cases) => {
        let users = 0;
        let house = 0;
        for (const { bet, outcome } of cases) {
          const user = settleBet(bet, outcome);
          const { num, den } = exactPnl(bet, outcome);
          const houseSide = Number(refRound(-num, den)); // the counterparty, rounded on its own
          expect(user + houseSide).toBe(0);
          expect(Math.abs(user * Number(den) - Number(num))).toBeLessThanOrEqual(Number(den) / 2);
          if (bet.kind !== 'casino') {
            const counterparty = { ...bet, side: bet.side === 'back' ? 'lay' : 'back' } as Bet;
            expect(settleBet(counterparty, outcome) + user).toBe(0);
          }
          users += user;
          house += houseSide;
        }
        expect(users + house).toBe(0);
      }),
      FC_PARAMS,
    );
  });

  it('available balance never goes below zero through accepted bets and settlement', () => {
    type Market = { kind: 'runner'; ids: string[] } | { kind: 'fancy' };
    const markets: Market[] = [
      { kind: 'runner', ids: idsOf(3) },
      { kind: 'runner', ids: idsOf(2) },
      { kind: 'runner', ids: idsOf(2) },
      { kind: 'fancy' },
    ];
    const attempt = fc.oneof(
      runnerBetArb('odds', idsOf(3)).map((bet) => ({ market: 0, bet: bet as Bet })),
      runnerBetArb('bookmaker', idsOf(2)).map((bet) => ({ market: 1, bet: bet as Bet })),
      runnerBetArb('casino', idsOf(2)).map((bet) => ({ market: 2, bet: bet as Bet })),
      fancyBetArb.map((bet) => ({ market: 3, bet: bet as Bet })),
    );
    const outcomeArb = (m: Market): fc.Arbitrary<MarketOutcome> =>
      fc.oneof(
        fc.constant<MarketOutcome>({ void: true }),
        m.kind === 'fancy'
          ? fc.integer({ min: 0, max: 130 }).map((runs): MarketOutcome => ({ void: false, runs }))
          : fc.constantFrom(...m.ids).map((id): MarketOutcome => ({ void: false, winnerSelectionId: id })),
      );
    const scenario = fc.record({
      balance: fc.integer({ min: 0, max: 5_000_000 }),
      limit: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
      attempts: fc.array(attempt, { maxLength: 30 }),
      outcomes: fc.tuple(...markets.map(outcomeArb)),
    });
    const exposureOf = (m: Market, bets: Bet[]) =>
      m.kind === 'fancy' ? fancyExposure(bets as FancyBet[]) : runnerExposure(bets as RunnerBet[], m.ids);
    fc.assert(
      fc.property(scenario, ({ balance: start, limit, attempts, outcomes }) => {
        let balance = start;
        const open: Bet[][] = markets.map(() => []);
        const exposures = markets.map(() => 0);
        for (const { market, bet } of attempts) {
          const before = exposures[market]!;
          const after = exposureOf(markets[market]!, [...open[market]!, bet]);
          const total = totalExposure(exposures);
          const check = exposureCheck({
            beforeMinor: before,
            afterMinor: after,
            availableMinor: availableMinor(balance, total),
            totalExposureMinor: total,
            exposureLimitMinor: limit,
          });
          if (check.ok) {
            open[market]!.push(bet);
            exposures[market] = after;
          }
          expect(availableMinor(balance, totalExposure(exposures))).toBeGreaterThanOrEqual(0);
          if (limit > 0) expect(totalExposure(exposures)).toBeLessThanOrEqual(limit);
        }
        markets.forEach((_, i) => {
          const pnl = sum(open[i]!.map((b) => settleBet(b, outcomes[i]!)));
          expect(pnl).toBeGreaterThanOrEqual(-exposures[i]!);
          balance += pnl;
          exposures[i] = 0;
          expect(availableMinor(balance, totalExposure(exposures))).toBeGreaterThanOrEqual(0);
        });
        expect(balance).toBeGreaterThanOrEqual(0);
      }),
      FC_PARAMS,
    );
  });
});
