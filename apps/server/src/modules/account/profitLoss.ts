import type { PageParams, ProfitLossRequest, ProfitLossResponse, ProfitLossRow } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/index';
import { invalid, notFound } from '../../domain-errors';
import { offsetOf, paged, type DateRange } from './paging';

/**
 * Profit and loss drill-down (docs/rules/specification.md §2 /profitloss/{eventId?}/{matchId?}/{markettype?}, §3
 * Profit/loss row; issue 8 item 1): the user's settled bets, settled within the range, grouped
 * by sport -> event -> market type -> bets; casino markets by round.
 */

/** The user's settled bets (refined by range and scope below). */
const settledBets = (db: Db, userId: string) =>
  db.selectFrom('bets').where('user_id', '=', userId).where('status', '=', 'settled');
type SettledBets = ReturnType<typeof settledBets>;

/** A row with every level-specific field empty. */
const row = (r: Partial<ProfitLossRow> & Pick<ProfitLossRow, 'level' | 'sportsName' | 'eventId'>) =>
  ({
    eventName: null,
    matchId: null,
    markettype: null,
    market: null,
    roundId: null,
    betId: null,
    profitloss: 0,
    bets: 0,
    selection: null,
    type: null,
    oddsReq: null,
    stake: null,
    placeTime: null,
    settledAt: null,
    ...r,
  }) satisfies ProfitLossRow;

/** 404 unless the user has a bet (any status, any time) on sport `eventId` (and match `matchId`). */
async function requireOwnScope(db: Db, userId: string, eventId: number, matchId?: string): Promise<void> {
  let q = db.selectFrom('bets').select('id').where('user_id', '=', userId).where('sport_id', '=', eventId);
  if (matchId !== undefined) q = q.where('match_id', '=', matchId);
  if (!(await q.limit(1).executeTakeFirst()))
    throw notFound(matchId === undefined ? `Unknown event: ${eventId}` : `Unknown match: ${matchId}`);
}

/** Number of groups of `grouped` (a grouped select). */
async function countGroups(db: Db, grouped: SelectQueryBuilder<Database, 'bets', object>): Promise<number> {
  const { n } = await db
    .selectFrom(grouped.as('g'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Aggregates of a group: P&L sum (minor), bet count, latest settle time. */
const aggregates = (q: SettledBets) =>
  q.select((eb) => [
    sql<string | number>`coalesce(sum(pnl_minor), 0)`.as('pnl'),
    eb.fn.countAll<string | number>().as('n'),
    eb.fn.max('settled_at').as('last'),
  ]);

type GroupKey = 'sport_id' | 'sports_name' | 'match_id' | 'event_name' | 'market_type' | 'round_id';

/** Columns each group level is keyed by (casino rounds under their market type). */
const GROUP_KEYS: Record<'sport' | 'event' | 'market' | 'round', GroupKey[]> = {
  sport: ['sport_id', 'sports_name'],
  event: ['sport_id', 'sports_name', 'match_id', 'event_name'],
  market: ['sport_id', 'sports_name', 'match_id', 'event_name', 'market_type'],
  round: ['sport_id', 'sports_name', 'match_id', 'event_name', 'market_type', 'round_id'],
};

/** A group row as selected: its key columns and the aggregates. */
type GroupRow = Partial<Record<GroupKey, string | number | null>> & {
  pnl: string | number;
  n: string | number;
  last: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * One page of the drill-down for `request` and the total over every matching bet. Levels: no
 * eventId -> 'sport' rows; eventId -> 'event' rows of that sport; + matchId -> 'market' rows
 * (per market type); + markettype -> 'bet' rows, or 'round' rows for Casino. Groups are ordered
 * by their latest settle time, newest first. Errors: 400 for matchId without eventId or
 * markettype without matchId; 404 for an eventId or matchId the user has no bet on.
 */
export async function profitLossPage(
  db: Db,
  userId: string,
  request: ProfitLossRequest,
  range: DateRange,
  page: PageParams,
): Promise<ProfitLossResponse> {
  const eventId = request.eventId === undefined ? undefined : Number(request.eventId);
  const { matchId, markettype } = request;
  if (matchId !== undefined && eventId === undefined)
    throw invalid('body.eventId is required with body.matchId');
  if (markettype !== undefined && matchId === undefined)
    throw invalid('body.matchId is required with body.markettype');
  if (eventId !== undefined) await requireOwnScope(db, userId, eventId, matchId);

  let base = settledBets(db, userId);
  if (range.from) base = base.where('settled_at', '>=', range.from);
  if (range.to) base = base.where('settled_at', '<=', range.to);
  if (eventId !== undefined) base = base.where('sport_id', '=', eventId);
  if (matchId !== undefined) base = base.where('match_id', '=', matchId);
  if (markettype !== undefined) base = base.where('market_type', '=', markettype);

  const { total } = await base
    .select(sql<string | number>`coalesce(sum(pnl_minor), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  const answer = (items: ProfitLossRow[], count: number): ProfitLossResponse => ({
    ...paged(items, page, count),
    total: fromMinor(Number(total)),
  });

  if (markettype !== undefined && markettype !== 'Casino') {
    const count = Number(
      (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const bets = await base
      .selectAll()
      .orderBy('settled_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute();
    return answer(
      bets.map((b) =>
        row({
          level: 'bet',
          sportsName: b.sports_name,
          eventId: b.sport_id,
          eventName: b.event_name,
          matchId: b.match_id,
          markettype: b.market_type,
          market: b.market_name,
          betId: b.id,
          profitloss: fromMinor(b.pnl_minor ?? 0),
          bets: 1,
          selection: b.selection_name,
          type: b.side,
          oddsReq:
            b.odds_hundredths !== null
              ? b.odds_hundredths / 100
              : b.market_type === 'FANCY'
                ? b.line
                : b.rate,
          stake: fromMinor(b.stake_minor),
          placeTime: b.placed_at.toISOString(),
          settledAt: iso(b.settled_at),
        }),
      ),
      count,
    );
  }

  const level =
    markettype !== undefined
      ? 'round'
      : matchId !== undefined
        ? 'market'
        : eventId !== undefined
          ? 'event'
          : 'sport';
  const keys = GROUP_KEYS[level];
  const groups = base
    .select(keys.map((k) => sql.ref<string | number | null>(k).as(k)))
    .groupBy(keys.map((k) => sql.ref(k)));
  const count = await countGroups(db, groups);
  let ordered = aggregates(groups).orderBy('last', 'desc');
  for (const k of keys) ordered = ordered.orderBy(sql.ref(k));
  const found = (await ordered
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute()) as unknown as GroupRow[];
  return answer(
    found.map((g) => {
      const key = (k: GroupKey) => (g[k] ?? null) as string | null;
      return row({
        level,
        sportsName: String(g.sports_name),
        eventId: Number(g.sport_id),
        eventName: key('event_name'),
        matchId: key('match_id'),
        markettype: key('market_type'),
        roundId: key('round_id'),
        profitloss: fromMinor(Number(g.pnl)),
        bets: Number(g.n),
        settledAt: iso(g.last),
      });
    }),
    count,
  );
}
