import type { CasinoData } from '@backlay/contracts';

/**
 * t2 rows as the panels use them (docs/rules/specification.md §3 Casino live data; docs/rules/casino.md §0.1): the name from
 * `nat` or `nation`, a rate table's `rate`, or a back/lay table's `b1` / `l1`, and `gstatus` ("0"
 * on a rate table, SUSPENDED / CLOSED on a back/lay table: suspended).
 */

/** Kind of runner: back only at `rate`, or back and lay (b1 / l1). */
export type RunnerKind = 'rate' | 'backlay';

/** A runner ready to show. Prices are decimal odds (0 when none is quoted). */
export interface CasinoRunner {
  sid: number;
  name: string;
  kind: RunnerKind;
  back: number;
  /** Lay price of a back/lay runner. */
  lay?: number;
  suspended: boolean;
  /** Stake limits of the runner, currency units (0 when not sent). */
  min: number;
  max: number;
}

type WireRunner = CasinoData['t2'][number] & { nation?: string };

const price = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 1 ? n : 0;
};

/** One t2 row; undefined when its sid is not a number. */
export function toRunner(row: WireRunner): CasinoRunner | undefined {
  const sid = Number(row.sid);
  if (!Number.isInteger(sid)) return undefined;
  const name = String(row.nat ?? row.nation ?? `Runner ${sid}`);
  const limits = { min: Number(row.min) || 0, max: Number(row.max) || 0 };
  if ('b1' in row) {
    return {
      sid,
      name,
      kind: 'backlay',
      back: price(row.b1),
      lay: price(row.l1),
      suspended: String(row.gstatus).toUpperCase() !== 'ACTIVE',
      ...limits,
    };
  }
  const rate = price((row as { rate?: unknown }).rate);
  return {
    sid,
    name,
    kind: 'rate',
    back: rate,
    suspended: String(row.gstatus) === '0',
    ...limits,
  };
}

/** Every t2 row of the live data as runners, in the order sent. */
export function runnersOf(data: CasinoData | undefined): CasinoRunner[] {
  return (data?.t2 ?? []).flatMap((row) => {
    const runner = toRunner(row as WireRunner);
    return runner ? [runner] : [];
  });
}

/** A price as shown: 2 decimals, as the feed sends it (1.98, 2.00, 12.00); "0" when none. */
export const formatRate = (rate: number): string => (rate > 0 ? rate.toFixed(2) : '0');
