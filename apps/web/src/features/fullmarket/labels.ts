/**
 * Accessible names of the ladder's price buttons (issue 18 item 4; wording in docs/performance.md
 * "Accessible price cells"). A screen reader hears what a sighted user sees: the side, the runner,
 * the price and what is available, then why the button takes no bet.
 *
 * The name is the button's own text: screen-reader-only words around the price and size it shows
 * ({@link CellWords}), so the name always holds the visible text (WCAG 2.5.3 Label in Name; axe
 * `label-content-name-mismatch`). The size is spoken as shown ("2.4k").
 *
 * - Exchange: "Back India at 1.96, 2.4k available"; a side with no offer "Back India, no price".
 * - Bookmaker (rates as shown): "Lay Australia at 99, 100k available".
 * - Fancy (No = lay, Yes = back): "Yes 6 over runs IND, line 53 at rate 100"; "No …, no price".
 * - Not taking bets: ", suspended" (runner or market suspended, a fancy row's status such as
 *   "Ball Running"), or the runner's / market's status ("winner", "closed").
 */

/**
 * The hidden words of a price button: its name is `before + main + middle + sub + after`, where
 * `main` and `sub` are the texts it shows. With no price, `before` says so and nothing is shown
 * but a dash (hidden from the name).
 */
export interface CellWords {
  before: string;
  middle: string;
  after: string;
  /** False when the side has no price: only `before` is spoken. */
  offered: boolean;
}

/** Why a cell takes no bet, as spoken after its price: '' while it takes bets. */
export function closedReason(marketStatus: string, runnerStatus = 'ACTIVE'): string {
  if (marketStatus !== 'OPEN') return `market ${marketStatus.toLowerCase()}`;
  if (runnerStatus !== 'ACTIVE') return runnerStatus.toLowerCase();
  return '';
}

const withReason = (text: string, reason: string) => (reason ? `${text}, ${reason}` : text);
const noPrice = (head: string, reason: string): CellWords => ({
  before: withReason(`${head}, no price`, reason),
  middle: '',
  after: '',
  offered: false,
});

/**
 * An exchange or Bookmaker cell: `Back|Lay {runner} at {price}, {size} available`, or
 * `… , no price` when nothing is offered (`offered` false), then the `reason` it takes no bet
 * (see {@link closedReason}) when there is one. `hasSize` false leaves out ", {size} available".
 */
export function runnerPriceWords(
  side: 'back' | 'lay',
  runnerName: string,
  offered: boolean,
  hasSize: boolean,
  reason = '',
): CellWords {
  const head = `${side === 'back' ? 'Back' : 'Lay'} ${runnerName}`;
  if (!offered) return noPrice(head, reason);
  return {
    before: `${head} at `,
    middle: hasSize ? ', ' : '',
    after: withReason(hasSize ? ' available' : '', reason),
    offered: true,
  };
}

/**
 * A fancy cell: `Yes|No {row}, line {line} at rate {rate}` (the line shown big, the rate small),
 * `… , no price` when the side has no rate, then the row's status (e.g. 'Ball Running',
 * 'suspended') while it takes no bets.
 */
export function fancyPriceWords(
  side: 'back' | 'lay',
  rowName: string,
  offered: boolean,
  status = '',
): CellWords {
  const head = `${side === 'back' ? 'Yes' : 'No'} ${rowName}`;
  if (!offered) return noPrice(head, status);
  return { before: `${head}, line `, middle: ' at rate ', after: withReason('', status), offered: true };
}

/** The whole name a button with `words` showing `main` and `sub` gets (tests, logs). */
export function spokenName(words: CellWords, main: string, sub: string): string {
  return words.offered
    ? `${words.before}${main}${sub ? words.middle + sub : ''}${words.after}`
    : words.before;
}
