import type { ReportGroup } from '@backlay/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index';

/**
 * The aggregate reads of the reports (issue 16 item 6; docs/backoffice.md "Reports"). Bets are
 * owned by modules/betting; this module only reads them (docs/architecture.md "Table owners").
 */

/** One group of settled bets, money in integer minor units. */
export interface BetAggregate {
  /** The group's key: a day, a sport id or 'casino', a competition id or 'casino', a market type, a table type, a brand id. */
  key: string;
  /** A display name the bets themselves carry (sport name, table name, brand host), if any. */
  label: string | null;
  bets: number;
  turnoverMinor: number;
  pnlMinor: number;
}

/** What to aggregate: the brands, the instants `[startUtc, endUtc)` of settlement, the grouping and the zone of its days. */
export interface AggregateQuery {
  domainIds: readonly string[];
  startUtc: Date;
  endUtc: Date;
  groupBy: ReportGroup;
  /** IANA zone the `day` grouping counts days in; a constant of ours, never the client's text. */
  timeZone: string;
}

/** The key and label of each grouping, over `bets as b` (and `casino_rounds as cr`, `domains as d`). */
function groupExpressions(q: AggregateQuery): { key: RawBuilder<string>; label: RawBuilder<string | null> } {
  const casino = sql`b.market_type = 'Casino'`;
  switch (q.groupBy) {
    case 'day': {
      const day = sql<string>`to_char(b.settled_at at time zone ${q.timeZone}, 'YYYY-MM-DD')`;
      return { key: day, label: sql<null>`null` };
    }
    case 'sport':
      return {
        key: sql<string>`case when ${casino} then 'casino' else cast(b.sport_id as text) end`,
        label: sql<string>`case when ${casino} then 'Casino' else b.sports_name end`,
      };
    case 'competition':
      return {
        key: sql<string>`case when ${casino} then 'casino' else b.competition_id end`,
        label: sql<null>`null`,
      };
    case 'marketType':
      return { key: sql<string>`b.market_type`, label: sql<null>`null` };
    case 'casinoTable':
      // A round the dealer no longer has (never: rounds are kept) falls back to the table's match id.
      return {
        key: sql<string>`coalesce(cr.casino_type, 'match:' || b.match_id)`,
        label: sql<string>`b.event_name`,
      };
    case 'brand':
      return { key: sql<string>`b.domain_id`, label: sql<string>`d.domain` };
  }
}

/**
 * The settled bets of brands `domainIds` whose settlement time is in `[startUtc, endUtc)`, grouped
 * by `groupBy`: per group the number of bets, the sum of stakes and the sum of the customers'
 * P&L, in minor units. A bet settled void (a voided market or round, a casino push: its stake
 * given back) is left out. `casinoTable` reads casino bets only (their round's table type).
 * Groups come in no particular order. Source: issue 16 item 6, docs/backoffice.md "Reports".
 */
export async function settledBetAggregates(db: Db, q: AggregateQuery): Promise<BetAggregate[]> {
  if (q.domainIds.length === 0) return [];
  const { key, label } = groupExpressions(q);
  let bets = db
    .selectFrom('bets as b')
    .leftJoin('casino_rounds as cr', 'cr.round_id', 'b.round_id')
    .innerJoin('domains as d', 'd.id', 'b.domain_id')
    .where('b.domain_id', 'in', [...q.domainIds])
    .where('b.status', '=', 'settled')
    .where('b.outcome', 'in', ['win', 'loss'])
    .where('b.settled_at', '>=', q.startUtc)
    .where('b.settled_at', '<', q.endUtc);
  if (q.groupBy === 'casinoTable') bets = bets.where('b.market_type', '=', 'Casino');
  const rows = await db
    .selectFrom(bets.select([key.as('key'), label.as('label'), 'b.stake_minor', 'b.pnl_minor']).as('r'))
    .select([
      'r.key',
      sql<string | null>`max(r.label)`.as('label'),
      sql<string | number>`count(*)`.as('bets'),
      sql<string | number>`coalesce(sum(r.stake_minor), 0)`.as('turnover'),
      sql<string | number>`coalesce(sum(r.pnl_minor), 0)`.as('pnl'),
    ])
    .groupBy('r.key')
    .execute();
  return rows.map((r) => ({
    key: r.key,
    label: r.label,
    bets: Number(r.bets),
    turnoverMinor: Number(r.turnover),
    pnlMinor: Number(r.pnl),
  }));
}
