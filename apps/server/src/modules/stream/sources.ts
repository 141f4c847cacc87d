import type { ExchangeMarket } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { Db } from '../../db/index';
import type { CasinoDealer } from '../../dealer/index';
import type { FeedEngine } from '../../feed/index';
import type { EventBus } from '../../realtime/bus';
import { exposureOf } from '../betting/index';
import type { ExchangeEngine } from '../exchange/index';
import { onAccountsChanged } from '../users/index';
import type { ImageSource, StreamHub } from './hub';
import { HEARTBEAT_MS } from './protocol';

/**
 * What each channel shows and when it changes (issue 15 item 3; docs/api/stream.md):
 * - `market` (id: a market id): the market as `fetch-market-odds` (exchange), `fetch-bookmaker-odds`
 *   or `fetch-market-session` (fancy) show it, an exchange market in the brand's own book; it
 *   changes when the feed moves it (`market.updated`) or the brand's book commits
 *   (`exchange.committed`).
 * - `casino` (id: a casino type): `{data, results}` as `GET /api/casino/data/...` and
 *   `/api/casino/results/...` show them; checked every `casinoCheckMs` (default 100 ms) and sent
 *   when the table's version or results moved.
 * - `account` (id: the signed-in user's id): balance, exposure and available (currency units),
 *   the exposure per market, and the customer's exchange orders; it changes when the account's
 *   money moves (`onAccountsChanged`, which fires before the writer commits: the account is read
 *   50 ms, 400 ms and 1.5 s later) or the exchange commits one of its orders, and it is read again
 *   with every heartbeat.
 */

export interface StreamSources {
  db: Db;
  bus: EventBus;
  feed?: FeedEngine;
  dealer?: CasinoDealer;
  exchange?: ExchangeEngine;
  casinoCheckMs?: number;
}

/** When an account is read again after its money moved (ms): its writer commits after the signal. */
const ACCOUNT_READS_AFTER_MS = [50, 400, 1_500] as const;

/** Topic keys: one per market and brand view, table, and account. */
export const marketKey = (domainId: string, marketId: string) => `market:${domainId}:${marketId}`;
export const casinoKey = (casinoType: string) => `casino:${casinoType}`;
export const accountKey = (userId: string) => `account:${userId}`;

/** The image of market `marketId` in brand `domainId`'s view; undefined for an unknown market. */
export function marketSource(s: StreamSources, domainId: string, marketId: string): ImageSource {
  return () => {
    const stored = s.feed?.store.get(marketId);
    if (!stored) return undefined;
    const value = stored.value as Record<string, unknown>;
    if ('totalMatched' in value && s.exchange)
      return s.exchange.overlay(domainId, stored.value as unknown as ExchangeMarket) ?? stored.value;
    return stored.value;
  };
}

/** The image of casino table `casinoType`; undefined for an unknown table. */
export function casinoSource(s: StreamSources, casinoType: string): ImageSource {
  return () => {
    const table = s.dealer?.table(casinoType);
    if (!table || table.game.type !== casinoType) return undefined;
    return {
      data: (JSON.parse(table.dataJson()) as { data: unknown }).data,
      results: (JSON.parse(table.resultsJson()) as { data: unknown }).data,
    };
  };
}

/** The image of account `userId` of brand `domainId`. */
export function accountSource(s: StreamSources, domainId: string, userId: string): ImageSource {
  return async () => {
    const money = await exposureOf(s.db, userId);
    const orders = s.exchange ? await s.exchange.orders(domainId, userId) : [];
    return {
      ...money,
      orders: orders.map(({ marketId, matchId, selectionName, order }) => ({
        betId: order.orderId,
        marketId,
        matchId,
        selectionId: order.selectionId,
        selectionName,
        side: order.side === 'BACK' ? 'back' : 'lay',
        price: order.priceH / 100,
        size: fromMinor(order.sizeMinor),
        sizeMatched: fromMinor(order.matchedMinor),
        sizeRemaining: fromMinor(order.remainingMinor),
        persistenceType: order.persistence,
      })),
    };
  };
}

/**
 * Wires the sources' change signals to `hub` and starts the casino check and the heartbeat duty
 * (`onHeartbeat` also runs every HEARTBEAT_MS: the routes send heartbeats from it). Returns the
 * stop function.
 */
export function startSources(
  hub: StreamHub,
  s: StreamSources,
  onHeartbeat: () => void,
  heartbeatMs = HEARTBEAT_MS,
): () => void {
  const refreshAll = (keys: string[]) => {
    for (const key of keys) void hub.refresh(key);
  };
  const offs: (() => void)[] = [];
  offs.push(
    s.bus.subscribe('market.updated', ({ key }) =>
      refreshAll(hub.keys((channel, id) => channel === 'market' && id === key)),
    ),
  );
  offs.push(
    s.bus.subscribe('exchange.committed', ({ domainId, marketId, userIds }) => {
      void hub.refresh(marketKey(domainId, marketId));
      for (const userId of userIds) void hub.refresh(accountKey(userId));
    }),
  );
  const pending = new Set<string>();
  offs.push(
    onAccountsChanged((userIds) => {
      for (const id of userIds) {
        const key = accountKey(id);
        if (hub.subscriberCount(key) === 0 || pending.has(key)) continue;
        pending.add(key);
        // The writer's transaction commits after this signal: read the account again after 50 ms,
        // then after 400 ms and 1.5 s for a slower transaction (a delta only when it moved).
        for (const afterMs of ACCOUNT_READS_AFTER_MS)
          setTimeout(() => {
            if (afterMs === ACCOUNT_READS_AFTER_MS[0]) pending.delete(key);
            void hub.refresh(key);
          }, afterMs).unref();
      }
    }),
  );
  const versions = new Map<string, string>();
  const casino = setInterval(() => {
    for (const key of hub.keys((channel) => channel === 'casino')) {
      const table = s.dealer?.table(key.slice('casino:'.length));
      const version = table ? `${table.dataVersion}:${table.recentResults()[0]?.mid ?? ''}` : '';
      if (versions.get(key) === version) continue;
      versions.set(key, version);
      void hub.refresh(key);
    }
  }, s.casinoCheckMs ?? 100);
  casino.unref();
  const heartbeat = setInterval(() => {
    hub.sweep();
    refreshAll(hub.keys((channel) => channel === 'account'));
    onHeartbeat();
  }, heartbeatMs);
  heartbeat.unref();
  return () => {
    for (const off of offs) off();
    clearInterval(casino);
    clearInterval(heartbeat);
  };
}
