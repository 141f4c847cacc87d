import type { ExchangeMarket, FancyRow } from '@backlay/contracts';
import { createNextState } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { applyPatch, type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { renderAppCounted, type RenderRecord } from '../../test/renderCounter';
import { mockFetch } from '../../test/utils';
import { fullMarketApi } from './api';
import { MO, PAGE, TIED, marketServer } from './test-fixtures';

/**
 * Issue 18 item 2 (docs/performance.md "Rendering on price updates"): a price change renders only
 * the row and the cell it changed. Each change goes into the cache as the stream client puts it
 * there (shared/stream.ts: the delta applied with structural sharing, then the market replaced
 * through `updateCachedData`), and the renders of the commit are counted from React's fibers.
 */

const PATH = { sportId: 4, competitionId: '4001', matchId: '40000001' };
const ODDS_ARGS = { ...PATH, marketIds: `${MO},${TIED}` };

type Store = ReturnType<typeof renderAppCounted>['store'];

/** Applies an RFC 6902 delta to one market of a cached list the way streamMarketsIntoCache does. */
async function streamDelta(
  store: Store,
  list: 'fmMarketOdds' | 'fmSession',
  marketId: string,
  patch: Operation[],
) {
  const args = list === 'fmMarketOdds' ? ODDS_ARGS : PATH;
  const markets = (
    list === 'fmMarketOdds'
      ? fullMarketApi.endpoints.fmMarketOdds.select(ODDS_ARGS)(store.getState()).data
      : fullMarketApi.endpoints.fmSession.select(PATH)(store.getState()).data
  ) as readonly { marketId: string }[];
  const next = createNextState(
    markets.find((m) => m.marketId === marketId)!,
    (draft) => {
      applyPatch(draft, patch, false, true);
    },
  );
  act(() => {
    store.dispatch(
      // The two lists take the same recipe; the cast only joins their element types.
      fullMarketApi.util.updateQueryData(list as 'fmMarketOdds', args as typeof ODDS_ARGS, (draft) => {
        const i = draft.findIndex((m) => m.marketId === marketId);
        draft[i] = next as ExchangeMarket;
      }),
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const names = (renders: RenderRecord[]) => new Set(renders.map((r) => r.name));
/**
 * The values once each: the changed cell renders again when its flash starts, if the page's 200 ms
 * flash check falls in the 20 ms a delta is given (about one run in ten); the same cell, not another.
 */
const distinct = (values: unknown[]) => [...new Set(values)];
const prop = (r: RenderRecord, key: string) => r.props[key];

async function openPage() {
  mockFetch(marketServer());
  const view = renderAppCounted(PAGE);
  await screen.findByTestId(`market-${MO}`, {}, { timeout: 10_000 });
  await screen.findAllByTestId('fancy-row');
  // Let the page settle (late answers, the first flash checks) before counting: 150 ms with no commit.
  let before: number;
  do {
    before = view.log.commits.length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
  } while (view.log.commits.length !== before);
  view.log.reset();
  return view;
}

describe('a price change renders only what changed (issue 18 item 2)', () => {
  it("India's best back price: one row and one cell, not Australia's row nor the page", async () => {
    const { store, log } = await openPage();
    await streamDelta(store, 'fmMarketOdds', MO, [
      { op: 'replace', path: '/runners/0/ex/availableToBack/0/price', value: 1.97 },
    ]);
    expect(
      screen.getByTestId(`market-${MO}`).querySelector('[data-testid="runner-1"] [data-testid="back-price"]')
        ?.textContent,
    ).toBe('Back India at 1.97, 1k available');

    const rows = log
      .of('ExchangeRunnerRow')
      .map((r) => (prop(r, 'runner') as { runnerName: string }).runnerName);
    expect(rows).toEqual(['India']);
    const cells = log.of('PriceCell').map((r) => prop(r, 'mainText'));
    expect(distinct(cells)).toEqual(['1.97']);
    const rendered = names(log.renders);
    for (const untouched of [
      'FullMarketPage',
      'GameInfo',
      'BookmakerRunnerRow',
      'FancyRowView',
      'FancySection',
    ]) {
      expect(rendered.has(untouched), untouched).toBe(false);
    }
    // The market's own frame (its section, head, cash out) and the changed row: a handful in all.
    expect(log.renders.length).toBeLessThanOrEqual(10);
  });

  it("a streamed fancy row renders that row's changed cell, no other fancy row nor the markets", async () => {
    const { store, log } = await openPage();
    const first = screen.getAllByTestId('fancy-row')[0]!;
    const marketId = first.dataset.marketId!;
    await streamDelta(store, 'fmSession', marketId, [{ op: 'replace', path: '/BackPrice1', value: 54 }]);
    expect(within(first).getByTestId('fancy-back').textContent).toContain('54');

    const rows = log.of('FancyRowView').map((r) => (prop(r, 'row') as FancyRow).marketId);
    expect(rows).toEqual([marketId]);
    expect(distinct(log.of('PriceCell').map((r) => prop(r, 'side')))).toEqual(['back']);
    expect(names(log.renders).has('ExchangeRunnerRow')).toBe(false);
    expect(names(log.renders).has('FullMarketPage')).toBe(false);
  });
});
