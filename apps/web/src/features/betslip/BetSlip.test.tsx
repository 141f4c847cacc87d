import type { BetPlacement } from '@backlay/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import {
  brand,
  calledRequests,
  fakeServer,
  json,
  mockFetch,
  renderWithStore,
  signedIn,
  type TestState,
} from '../../test/utils';
import { MIN_MAX } from '../../test/sportsFixtures';
import { BetSlip } from './BetSlip';
import type { BetSelection, LiveQuote } from './selection';

const match = { sportId: 4, competitionId: '4001', matchId: '40000001', eventName: 'India v Australia' };

function selection(over: Partial<BetSelection> = {}): BetSelection {
  return {
    rowKey: '1.4000000101:1',
    kind: 'odds',
    side: 'back',
    match,
    marketId: '1.4000000101',
    marketName: 'Match Odds',
    selectionId: '1',
    runnerName: 'India',
    inPlay: true,
    betDelay: 5,
    quote: { kind: 'odds', odds: 1.96 },
    ...over,
  };
}

const state = (loggedIn = true): TestState => ({
  ...(loggedIn ? signedIn() : {}),
  branding: { config: brand },
});

/** Bodies of the bet/save2 calls the fake server received. */
let sent: BetPlacement[] = [];

function server(save?: (body: BetPlacement) => Response | Promise<Response>) {
  sent = [];
  return mockFetch(
    fakeServer({
      'GET /api/get-min-max/dom_1': () => json({ status: true, data: [MIN_MAX] }),
      'POST /api/bet/save2': async (request) => {
        const body = (await request.json()) as BetPlacement;
        sent.push(body);
        return save ? save(body) : json({ status: true, message: 'Bet placed successfully', betId: 'b1' });
      },
    }),
  );
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  calledRequests(fetch).filter((r) => r.method === 'POST' && r.url.endsWith('/api/bet/save2'));

function renderSlip(
  sel: BetSelection = selection(),
  live: LiveQuote | undefined = sel.quote,
  loggedIn = true,
  onClose = vi.fn(),
) {
  const view = renderWithStore(<BetSlip selection={sel} live={live} onClose={onClose} />, state(loggedIn));
  return { ...view, onClose };
}

const placeButton = () => screen.getByTestId('place-bet') as HTMLButtonElement;
const stakeInput = () => screen.getByTestId('stake-input') as HTMLInputElement;

describe('bet slip: Place Bet disabled states', () => {
  it('is disabled signed out, whatever the stake', async () => {
    server();
    renderSlip(selection(), undefined, false);
    await userEvent.type(stakeInput(), '500');
    expect(placeButton().disabled).toBe(true);
    expect(screen.getByText('Please login to place a bet')).toBeTruthy();
  });

  it('is disabled with a stake below 1 and enabled with a stake', async () => {
    server();
    renderSlip();
    expect(placeButton().disabled).toBe(true);
    await userEvent.type(stakeInput(), '0');
    expect(placeButton().disabled).toBe(true);
    await userEvent.clear(stakeInput());
    await userEvent.type(stakeInput(), '150');
    expect(placeButton().disabled).toBe(false);
  });

  it('is disabled while offline and again enabled when the connection returns', async () => {
    server();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderSlip();
    await userEvent.type(stakeInput(), '150');
    expect(placeButton().disabled).toBe(false);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(placeButton().disabled).toBe(true);
    expect(screen.getByText('No internet connection')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(placeButton().disabled).toBe(false);
  });
});

describe('bet slip: rate stepper', () => {
  it('steps exchange odds along the ladder', async () => {
    server();
    renderSlip(selection({ quote: { kind: 'odds', odds: 1.99 } }));
    const odds = screen.getByRole('textbox', { name: 'Odds' }) as HTMLInputElement;
    expect(odds.value).toBe('1.99');
    await userEvent.click(screen.getByRole('button', { name: 'Increase odds' }));
    expect(odds.value).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Increase odds' }));
    expect(odds.value).toBe('2.02');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease odds' }));
    expect(odds.value).toBe('2');
  });

  it('cannot step to or below 1.01', async () => {
    server();
    renderSlip(selection({ quote: { kind: 'odds', odds: 1.03 } }));
    const down = screen.getByRole('button', { name: 'Decrease odds' }) as HTMLButtonElement;
    await userEvent.click(down);
    expect((screen.getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('1.02');
    expect(down.disabled).toBe(true);
  });

  it('a Bookmaker rate steps by 1 and stops at 1', async () => {
    server();
    renderSlip(selection({ kind: 'bookmaker', quote: { kind: 'bookmaker', rate: 2 } }));
    const rate = screen.getByRole('textbox', { name: 'Rate' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Decrease rate' }));
    expect(rate.value).toBe('1');
    expect((screen.getByRole('button', { name: 'Decrease rate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a fancy slip shows the line and rate and has no stepper', () => {
    server();
    renderSlip(selection({ kind: 'fancy', quote: { kind: 'fancy', line: 52, rate: 90 } }));
    expect(screen.getByTestId('slip-fancy').textContent).toBe('Line 52Rate 90');
    expect(screen.queryByRole('button', { name: /odds|rate/i })).toBeNull();
  });
});

describe('bet slip: stake helpers and preview', () => {
  it('quick stakes come from the settings; halve and double stay whole', async () => {
    server();
    renderWithStore(<BetSlip selection={selection()} live={selection().quote} onClose={() => {}} />, {
      ...state(),
      stakes: {
        stakes: [
          { id: 1, stakeValue: 101 },
          { id: 2, stakeValue: 0 },
          { id: 3, stakeValue: 2500 },
        ],
      },
    });
    expect(screen.queryByRole('button', { name: 'Stake 0' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stake 2.5k' }).textContent).toBe('2.5k');
    await userEvent.click(screen.getByRole('button', { name: 'Stake 101' }));
    expect(stakeInput().value).toBe('101');
    await userEvent.click(screen.getByRole('button', { name: 'Halve stake' }));
    expect(stakeInput().value).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: 'Double stake ×2' }));
    expect(stakeInput().value).toBe('100');
  });

  it('previews profit and liability by the spec formulas', async () => {
    server();
    renderSlip(selection({ side: 'lay', quote: { kind: 'odds', odds: 3 } }));
    await userEvent.type(stakeInput(), '500');
    expect(screen.getByTestId('slip-profit').textContent).toBe('500.00');
    expect(screen.getByTestId('slip-liability').textContent).toBe('1,000.00');
  });
});

describe('bet slip: checks before sending', () => {
  it('shows the minimum and maximum stake messages and sends nothing', async () => {
    const fetch = server();
    renderSlip();
    await waitFor(() =>
      expect(calledRequests(fetch).some((r) => r.url.endsWith('/api/get-min-max/dom_1'))).toBe(true),
    );
    await userEvent.type(stakeInput(), '99');
    await userEvent.click(placeButton());
    expect(screen.getByRole('alert').textContent).toBe('Minimum stake limit exceeded!');
    await userEvent.clear(stakeInput());
    await userEvent.type(stakeInput(), '100001');
    await userEvent.click(placeButton());
    expect(screen.getByRole('alert').textContent).toBe('Maximum stake limit exceeded!');
    expect(posts(fetch)).toHaveLength(0);
  });

  it("shows 'Bet rate changed!' when the live value moved since the tap and sends nothing", async () => {
    const fetch = server();
    renderSlip(selection(), { kind: 'odds', odds: 1.94 });
    await userEvent.type(stakeInput(), '200');
    await userEvent.click(placeButton());
    expect(screen.getByRole('alert').textContent).toBe('Bet rate changed!');
    expect(posts(fetch)).toHaveLength(0);
  });

  it("a fancy row that moved its line (or suspended) is 'Bet rate changed!'", async () => {
    const fetch = server();
    const sel = selection({ kind: 'fancy', quote: { kind: 'fancy', line: 52, rate: 100 } });
    const { rerender, store } = renderSlip(sel, { kind: 'fancy', line: 53, rate: 100 });
    await userEvent.type(stakeInput(), '200');
    await userEvent.click(placeButton());
    expect(screen.getByRole('alert').textContent).toBe('Bet rate changed!');
    rerender(
      <Provider store={store}>
        <BetSlip selection={sel} live={undefined} onClose={() => {}} />
      </Provider>,
    );
    await userEvent.click(placeButton());
    expect(screen.getByRole('alert').textContent).toBe('Bet rate changed!');
    expect(posts(fetch)).toHaveLength(0);
  });
});

describe('bet slip: placing', () => {
  it('sends the bet, shows the pending state with the delay, toasts the message and closes', async () => {
    let release: (r: Response) => void = () => {};
    server(() => new Promise<Response>((resolve) => (release = resolve)));
    const { onClose } = renderSlip(selection({ startRate: 1.95 }));
    await userEvent.type(stakeInput(), '250');
    await userEvent.click(placeButton());
    expect((await screen.findByTestId('slip-pending')).textContent).toBe('Placing bet… (bet delay 5 s)');
    expect(placeButton().disabled).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body).toMatchObject({
      matchId: '40000001',
      marketId: '1.4000000101',
      markettype: 'Match Odds',
      selectionId: '1',
      type: 'back',
      oddsReq: 1.95,
      stake: 250,
      eventId: 4,
      legueId: '4001',
      event: 'India v Australia',
      market: 'Match Odds',
      selection: 'India',
      favourMargin: 237.5,
      againstMargin: 250,
    });
    expect(body.clientBetId).toMatch(/^[0-9a-f]{32}$/);
    expect(Number.isNaN(Date.parse(body.placeTime!))).toBe(false);
    release(json({ status: true, message: 'Bet placed successfully', betId: 'b1' }));
    expect(await screen.findByText('Bet placed successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a fancy bet as price (line) and size (rate)', async () => {
    const fetch = server();
    renderSlip(
      selection({
        kind: 'fancy',
        side: 'lay',
        marketId: '3.40000001001',
        selectionId: '3.40000001001',
        quote: { kind: 'fancy', line: 52, rate: 110 },
      }),
    );
    await userEvent.type(stakeInput(), '100');
    await userEvent.click(placeButton());
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const body = sent[0]!;
    expect(body).toMatchObject({ markettype: 'FANCY', type: 'lay', price: 52, size: 110, stake: 100 });
    expect(body.oddsReq).toBeUndefined();
  });

  it('shows the server error as a toast, keeps the slip, and a retry reuses the client bet id', async () => {
    let answer = json({ message: 'Bet rate changed!' }, 409);
    const fetch = server(() => answer);
    const { onClose } = renderSlip();
    await userEvent.type(stakeInput(), '300');
    await userEvent.click(placeButton());
    expect(await screen.findByText('Bet rate changed!')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    answer = json({ status: true, message: 'Bet placed successfully', betId: 'b2' });
    await userEvent.click(placeButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(fetch)).toHaveLength(2);
    expect(sent[1]!.clientBetId).toBe(sent[0]!.clientBetId);
  });

  it('a new selection gets a new client bet id', async () => {
    const fetch = server(() => json({ message: 'Insufficient balance' }, 400));
    const { rerender, store } = renderSlip();
    await userEvent.type(stakeInput(), '300');
    fireEvent.submit(screen.getByTestId('bet-slip'));
    await screen.findByText('Insufficient balance');
    rerender(
      <Provider store={store}>
        <BetSlip key="2" selection={selection()} live={selection().quote} onClose={() => {}} />
      </Provider>,
    );
    await userEvent.type(stakeInput(), '300');
    fireEvent.submit(screen.getByTestId('bet-slip'));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.clientBetId).not.toBe(sent[0]!.clientBetId);
  });
});

describe('bet slip: Keep in play (issue 14 item 7)', () => {
  const keep = () => screen.getByRole('checkbox', { name: 'Keep in play' }) as HTMLInputElement;

  it('an exchange slip offers Keep in play, explained, unchecked: the bet lapses (LAPSE)', async () => {
    const fetch = server();
    renderSlip();
    expect(keep().checked).toBe(false);
    expect(keep().closest('label')?.getAttribute('title')).toBe(
      'Keep this bet in the market when it turns in-play if unmatched',
    );
    const hint = document.getElementById(keep().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Keep this bet in the market when it turns in-play if unmatched');
    await userEvent.type(stakeInput(), '100');
    await userEvent.click(placeButton());
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(sent[0]!.persistenceType).toBe('LAPSE');
  });

  it('checked, the bet is sent with persistenceType PERSIST; the slip shows the unmatched answer', async () => {
    const fetch = server(() =>
      json({ status: true, message: 'Bet placed successfully: Unmatched', betId: 'o1' }),
    );
    renderSlip();
    await userEvent.click(keep());
    expect(keep().checked).toBe(true);
    await userEvent.type(stakeInput(), '100');
    await userEvent.click(placeButton());
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(sent[0]).toMatchObject({ markettype: 'Match Odds', persistenceType: 'PERSIST', oddsReq: 1.96 });
    expect(await screen.findByText('Bet placed successfully: Unmatched')).toBeTruthy();
  });

  it('Bookmaker and Fancy slips have no Keep in play and send no persistence', async () => {
    const fetch = server();
    renderSlip(selection({ kind: 'bookmaker', quote: { kind: 'bookmaker', rate: 45 } }));
    expect(screen.queryByRole('checkbox', { name: 'Keep in play' })).toBeNull();
    await userEvent.type(stakeInput(), '100');
    await userEvent.click(placeButton());
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(sent[0]!.persistenceType).toBeUndefined();
  });
});

/** What a keyboard user hears first of the focused element: its aria-label, label or text. */
function focusedName(): string {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el) return '';
  return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
}

describe('bet slip: keyboard alone (issue 18)', () => {
  it('Tab walks the stepper, the stake, the quick stakes, Cancel and Place Bet; arrows step the odds; Enter places', async () => {
    server();
    const ui = userEvent.setup();
    renderSlip(selection({ quote: { kind: 'odds', odds: 1.99 } }), { kind: 'odds', odds: 1.99 });
    expect(document.activeElement).toBe(screen.getByTestId('bet-slip'));
    await ui.tab();
    expect(focusedName()).toBe('Decrease odds');
    await ui.tab();
    expect(focusedName()).toBe('Odds');
    const odds = document.activeElement as HTMLInputElement;
    expect(document.getElementById(odds.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Arrow Up and Arrow Down change the odds by one step',
    );
    // One tick of the ladder per key: 1.99 -> 2 -> 2.02 -> 2.
    await ui.keyboard('{ArrowUp}');
    expect(odds.value).toBe('2');
    await ui.keyboard('{ArrowUp}');
    expect(odds.value).toBe('2.02');
    await ui.keyboard('{ArrowDown}');
    expect(odds.value).toBe('2');
    await ui.tab();
    expect(focusedName()).toBe('Increase odds');
    await ui.tab();
    expect(focusedName()).toBe('Stake');
    await ui.keyboard('150');
    const rest: string[] = [];
    while (rest.length < 20 && rest.at(-1) !== 'Place Bet') {
      await ui.tab();
      rest.push(focusedName());
    }
    expect(rest.slice(-4)).toEqual(['Double stake ×2', 'Keep in play', 'Cancel', 'Place Bet']);
    expect(rest.slice(0, -4).every((name) => /^Stake [\d.]+k?$|^Halve stake$/.test(name))).toBe(true);
    // Back to the stake box; Enter places the bet at the stepped odds.
    while (focusedName() !== 'Stake') await ui.tab({ shift: true });
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ oddsReq: 2, stake: 150, type: 'back' });
  });

  it('a quick stake is chosen with Space and the bet placed with Enter on Place Bet', async () => {
    server();
    const ui = userEvent.setup();
    renderSlip();
    while (!/^Stake \d+$/.test(focusedName())) await ui.tab();
    const chip = focusedName();
    await ui.keyboard(' ');
    expect(stakeInput().value).toBe(chip.replace('Stake ', ''));
    while (focusedName() !== 'Place Bet') await ui.tab();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.stake).toBe(Number(chip.replace('Stake ', '')));
  });

  it('opened from a price by Enter, Escape cancels and the focus goes back to the price', async () => {
    server();
    const ui = userEvent.setup();
    function PriceAndSlip() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Back India 1.96
          </button>
          {open ? (
            <BetSlip selection={selection()} live={selection().quote} onClose={() => setOpen(false)} />
          ) : null}
        </>
      );
    }
    renderWithStore(<PriceAndSlip />, state());
    await ui.tab();
    expect(focusedName()).toBe('Back India 1.96');
    await ui.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByTestId('bet-slip'));
    await ui.tab();
    await ui.tab();
    expect(focusedName()).toBe('Odds');
    await ui.keyboard('{Escape}');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(focusedName()).toBe('Back India 1.96');
    // Space opens it too.
    await ui.keyboard(' ');
    expect(screen.getByTestId('bet-slip')).toBeTruthy();
  });
});
