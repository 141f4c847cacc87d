import type { CricketReplay } from '../replay/format';
import {
  competitionIds,
  type DecidedMarket,
  type MarketRecord,
  type PricingContext,
  type SportFeed,
} from '../types';
import { battingFirstWinProbability, tieProbability } from './cricket-model';
import { decidedSessions, fancyRows } from './cricket-fancy';
import { cricketPriors } from './cricket-ratings';
import { cricketScore } from './cricket-score';
import { cricketTimeline, type CricketState } from './cricket-timeline';
import {
  bookmakerMarket,
  bookmakerMarketId,
  exchangeMarket,
  exchangeMarketId,
  teamsDescription,
  type MarketBasics,
} from './markets';

const MARKET = { matchOdds: 1, tied: 2, completed: 3, toss: 4 } as const;
const YES = '1';
const NO = '2';
/** P(a match is completed): rain and no-results are rare in the shipped data (none). */
const COMPLETION = 0.97;

/** Selection id of a team: '1' for replay.teams[0], '2' for teams[1]. */
const selectionOf = (replay: CricketReplay, team: string) => (replay.teams[0] === team ? '1' : '2');

/** Who won the match (the super-over eliminator after a tie), or undefined (no result). */
export function matchWinner(replay: CricketReplay): string | undefined {
  return replay.outcome.winner ?? replay.outcome.eliminator;
}

/**
 * The cricket feed (docs/rules/sports.md Markets: Cricket): Match Odds, Bookmaker, Tied Match,
 * Completed Match, To Win the Toss (pre-match) and Fancy runs sessions, priced by WASP. Before the
 * start Match Odds and Bookmaker price the sides' Elo ratings (cricket-ratings.ts, earlier matches
 * only); from the start (the toss known) the WASP price is shifted by that prior plus the chase edge,
 * with a weight that falls to 0 as the match is played.
 */
export function cricketFeed(
  replays: CricketReplay[],
  attribution: string,
): SportFeed<CricketReplay, CricketState> {
  const competitions = competitionIds(
    4,
    replays.map((r) => r.competition),
  );
  const priors = cricketPriors(replays);
  return {
    sportId: 4,
    replays,
    startIntervalMs: 90 * 60_000,
    describe: (replay) =>
      teamsDescription(
        replay,
        competitions.get(replay.competition)!,
        [replay.venue, replay.city].filter(Boolean).join(', '),
        attribution,
        { bm: true, fancy: true },
        replays,
      ),
    timeline: cricketTimeline,
    markets(replay, state, ctx): MarketRecord[] {
      const inplay = state !== undefined;
      const basics = (
        marketId: string,
        marketName: string,
        suspended = state?.suspended ?? false,
      ): MarketBasics => ({
        marketId,
        marketName,
        matchId: ctx.matchId,
        inplay,
        suspended,
        rng: ctx.rng,
        elapsedMs: ctx.elapsedMs,
      });
      const prior = priors.get(replay.id) ?? { team0: 0.5, battingFirst: 0.5 };
      const battingFirst = replay.innings[0]?.battingTeam ?? replay.teams[0];
      const first = battingFirstWinProbability(replay, state, prior.battingFirst);
      const pTeam0 = !state ? prior.team0 : replay.teams[0] === battingFirst ? first : 1 - first;
      const pTie = tieProbability(replay, state);
      const teams = [
        { selectionId: '1', runnerName: replay.teams[0], probability: pTeam0 },
        { selectionId: '2', runnerName: replay.teams[1], probability: 1 - pTeam0 },
      ];
      const yesNo = (p: number) => [
        { selectionId: YES, runnerName: 'Yes', probability: p },
        { selectionId: NO, runnerName: 'No', probability: 1 - p },
      ];
      const records = [
        exchangeMarket(basics(exchangeMarketId(ctx.matchId, MARKET.matchOdds), 'Match Odds'), teams),
        bookmakerMarket(
          basics(
            bookmakerMarketId(ctx.matchId, 1),
            'Bookmaker',
            (state?.suspended || state?.ballRunning) ?? false,
          ),
          teams,
        ),
        exchangeMarket(basics(exchangeMarketId(ctx.matchId, MARKET.tied), 'Tied Match'), yesNo(pTie)),
        exchangeMarket(
          basics(exchangeMarketId(ctx.matchId, MARKET.completed), 'Completed Match'),
          yesNo(COMPLETION),
        ),
        ...fancyRows(replay, state, ctx.matchId),
      ];
      // Listed before the start; from the start it shows CLOSED with the real toss.
      const toss = teams.map((t) => ({ ...t, probability: 0.5 }));
      records.push(
        exchangeMarket(basics(exchangeMarketId(ctx.matchId, MARKET.toss), 'To Win the Toss'), toss),
      );
      return records;
    },
    decided(replay, state, ctx: PricingContext, final): DecidedMarket[] {
      const id = (n: number) => exchangeMarketId(ctx.matchId, n);
      const decided: DecidedMarket[] = [
        {
          marketId: id(MARKET.toss),
          marketType: 'To Win the Toss',
          result: { winnerSelectionId: selectionOf(replay, replay.toss.winner), void: false },
        },
        ...decidedSessions(replay, state, ctx.matchId),
      ];
      if (final) {
        const winner = matchWinner(replay);
        const noResult = winner === undefined;
        const runner = noResult ? undefined : selectionOf(replay, winner);
        decided.push(
          {
            marketId: id(MARKET.matchOdds),
            marketType: 'Match Odds',
            result: { winnerSelectionId: runner, void: noResult },
          },
          {
            marketId: bookmakerMarketId(ctx.matchId, 1),
            marketType: 'Bookmaker',
            result: { winnerSelectionId: runner, void: noResult },
          },
          {
            marketId: id(MARKET.tied),
            marketType: 'Tied Match',
            result: { winnerSelectionId: replay.outcome.result === 'tie' ? YES : NO, void: noResult },
          },
          {
            marketId: id(MARKET.completed),
            marketType: 'Completed Match',
            result: { winnerSelectionId: noResult ? NO : YES, void: false },
          },
        );
      }
      return decided;
    },
    score: (replay, state) => cricketScore(replay, state),
  };
}
