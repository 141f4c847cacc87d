import { Fragment, type ReactNode } from 'react';
import type { Side } from '../../betslip';
import { Svg } from '../../../shared/icons';
import { runnerRank } from '../cards';
import { groupRunners, slipAfterIndex } from '../layouts';
import { formatRate, type CasinoRunner } from '../runners';
import { PlayingCard } from './PlayingCard';

const LockIcon = () => (
  <Svg size={16}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Svg>
);

export interface PanelSelection {
  sid: number;
  side: Side;
}

export interface BettingPanelsProps {
  casinoType: string;
  runners: readonly CasinoRunner[];
  /** The whole table takes no bets (offline, failed fetch, self-suspend): SUSPENDED over all. */
  tableSuspended: boolean;
  selected: PanelSelection | null;
  onSelect: (runner: CasinoRunner, side: Side) => void;
  /** Shown under the group of the selected runner, or under its row (PanelGroup.slipUnderRow). */
  slip?: ReactNode;
  /** The user's stake on each sid this round (from the displayed bets). */
  stakes?: ReadonlyMap<number, number>;
}

interface CellProps {
  runner: CasinoRunner;
  closed: boolean;
  cardImage: boolean;
  selected: PanelSelection | null;
  onSelect: (runner: CasinoRunner, side: Side) => void;
  stake: number | undefined;
}

function PriceButton({
  runner,
  side,
  closed,
  selected,
  onSelect,
}: Omit<CellProps, 'cardImage' | 'stake'> & { side: Side }) {
  const rate = side === 'back' ? runner.back : (runner.lay ?? 0);
  const label = side === 'back' ? 'Back' : 'Lay';
  return (
    <button
      type="button"
      className={`cas-price cas-price--${side}${selected?.sid === runner.sid && selected.side === side ? ' is-selected' : ''}`}
      aria-label={`${label} ${runner.name} at ${formatRate(rate)}`}
      data-testid={`${side}-${runner.sid}`}
      disabled={closed || !(rate > 1)}
      onClick={() => onSelect(runner, side)}
    >
      {formatRate(rate)}
    </button>
  );
}

/**
 * One runner: a rate table's runner is one button (name, optional card image, rate) with a lock
 * while suspended (gstatus "0"); a back/lay runner shows its name and Back / Lay prices under a
 * SUSPENDED overlay while suspended.
 */
function RunnerCell({ runner, closed, cardImage, selected, onSelect, stake }: CellProps) {
  const locked = closed || runner.suspended;
  const rank = cardImage ? runnerRank(runner.name) : undefined;
  const stakeBadge =
    stake !== undefined ? (
      <span className="cas-runner__stake" data-testid={`stake-${runner.sid}`}>
        {stake}
      </span>
    ) : null;
  if (runner.kind === 'backlay') {
    return (
      <div
        className={`cas-runner cas-runner--backlay${runner.suspended ? ' is-suspended' : ''}`}
        data-testid={`runner-${runner.sid}`}
      >
        <span className="cas-runner__name">
          {runner.name}
          {stakeBadge}
        </span>
        <PriceButton runner={runner} side="back" closed={locked} selected={selected} onSelect={onSelect} />
        <PriceButton runner={runner} side="lay" closed={locked} selected={selected} onSelect={onSelect} />
        {runner.suspended ? (
          <span className="cas-runner__overlay" data-testid="runner-suspended">
            SUSPENDED
          </span>
        ) : null}
      </div>
    );
  }
  const isSelected = selected?.sid === runner.sid;
  return (
    <div
      className={`cas-runner${runner.suspended ? ' is-suspended' : ''}`}
      data-testid={`runner-${runner.sid}`}
    >
      <button
        type="button"
        className={`cas-runner__button${isSelected ? ' is-selected' : ''}`}
        data-testid={`back-${runner.sid}`}
        disabled={locked || !(runner.back > 1)}
        onClick={() => onSelect(runner, 'back')}
      >
        {/* Named by its content, 'Back {name} at {rate}[, suspended]', so the name holds the visible
            text (WCAG 2.5.3; an aria-label could not, issue 18). */}
        <span className="sr-only">Back </span>
        {rank ? (
          <PlayingCard rank={rank} size="sm" />
        ) : (
          <span className="cas-runner__name">{runner.name}</span>
        )}
        <span className="sr-only"> at </span>
        <span className="cas-runner__rate">{formatRate(runner.back)}</span>
        {runner.suspended ? <span className="sr-only">, suspended</span> : null}
        {stakeBadge ? <span aria-hidden="true">{stakeBadge}</span> : null}
      </button>
      {runner.suspended ? (
        <span className="cas-runner__lock" data-testid="runner-locked" title="Suspended">
          <LockIcon />
        </span>
      ) : null}
    </div>
  );
}

/**
 * The betting panels of a table (docs/rules/specification.md §2 Casino tables): the table's groups (layouts.ts) with
 * their runners, locks / SUSPENDED overlays per runner (docs/rules/specification.md §4), a SUSPENDED cover over the
 * whole table when it takes no bets, and the slip under the group of the tapped runner, or under
 * its row where the group says so (Lucky 7-B's cards, docs/rules/specification.md §2).
 */
export function BettingPanels({
  casinoType,
  runners,
  tableSuspended,
  selected,
  onSelect,
  slip,
  stakes,
}: BettingPanelsProps) {
  const groups = groupRunners(casinoType, runners);
  return (
    <div className={`cas-panels${tableSuspended ? ' is-suspended' : ''}`} data-testid="betting-panels">
      {groups.map(({ group, runners: members }) => {
        const selectedIndex = selected ? members.findIndex((r) => r.sid === selected.sid) : -1;
        // Under the tapped row (Lucky 7-B's cards, a fixed 2 columns), else under the group.
        const underRow = group.slipUnderRow === true && group.columns <= 2 && selectedIndex >= 0;
        const after = underRow ? slipAfterIndex(members.length, selectedIndex, group.columns) : -1;
        return (
          <section className="cas-group" key={group.title} aria-label={group.title}>
            <h3 className="cas-group__title">{group.title}</h3>
            {members.some((r) => r.kind === 'backlay') ? (
              <div className="cas-group__heads" aria-hidden="true">
                <span>Back</span>
                <span>Lay</span>
              </div>
            ) : null}
            <div className={`cas-group__runners cas-cols-${group.columns}`}>
              {members.map((runner, i) => (
                <Fragment key={runner.sid}>
                  <RunnerCell
                    runner={runner}
                    closed={tableSuspended}
                    cardImage={group.cardImages === true}
                    selected={selected}
                    onSelect={onSelect}
                    stake={stakes?.get(runner.sid)}
                  />
                  {i === after ? (
                    <div className="cas-group__row-slip" data-testid="row-slip">
                      {slip}
                    </div>
                  ) : null}
                </Fragment>
              ))}
            </div>
            {selectedIndex >= 0 && !underRow ? slip : null}
          </section>
        );
      })}
      {groups.length === 0 ? <p className="cas-panels__empty muted">No markets open.</p> : null}
      {tableSuspended ? (
        <div className="cas-panels__cover" data-testid="table-suspended">
          <span>SUSPENDED</span>
        </div>
      ) : null}
    </div>
  );
}
