import type { CasinoGame } from '@backlay/contracts';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { useStagedReveal } from '../../../shared/stagedReveal';
import { selectIsLoggedIn } from '../../auth';
import { newClientBetId, placeBlockedReason, type Side } from '../../betslip';
import { useQuickStakes } from '../../settings';
import { isPlayable, TABLE_NAMES } from '../catalog';
import { useCasinoBet } from '../hooks/useCasinoBet';
import { useCasinoFeed } from '../hooks/useCasinoFeed';
import { useRoundBets } from '../hooks/useRoundBets';
import type { CasinoRunner } from '../runners';
import { casinoStakeBounds, chipValues } from '../slip';
import { casinoToast } from '../toast';
import { BettingPanels } from './BettingPanels';
import { CasinoSlip } from './CasinoSlip';
import { Chips } from './Chips';
import { LiveTable } from './LiveTable';
import { MatchBets } from './MatchBets';
import { RecentResults } from './RecentResults';
import { ResultModal } from './ResultModal';

/** An open slip: the runner as tapped (its rate then), the stake and the bet's client id. */
interface SlipState {
  runner: Pick<CasinoRunner, 'sid' | 'name' | 'min' | 'max'>;
  side: Side;
  rate: number;
  stake: number;
  clientBetId: string;
}

export interface CasinoTableProps {
  casinoType: string;
  /** The table's id in the live-data path (the game list's matchId). */
  eventId: string;
  /** The table's entry in the game list: where bets go. Without it nothing can be placed. */
  game: CasinoGame | undefined;
  name?: string;
  /** Chip first, and a runner tap places the bet at once (docs/rules/specification.md §4: 3-card, fast dragon tiger). */
  chipFirst?: boolean;
}

/**
 * The table builds top to bottom in three tasks (shared/stagedReveal.ts; issue 18: its first render
 * after the intro was one task of ~120 ms under a 4x slowdown): the live view, then the recent
 * results under it, then the chips and betting panels. Each part appears below or beside the ones
 * shown, so nothing on screen moves. `useStagedReveal(true, 2)` counts 1 (the view), 2 (the
 * results) and then `Infinity` (everything).
 */
const RESULTS_PART = 2;

/** Text of a chip-first table tapped without a chip. */
export const CHOOSE_CHIP = 'Choose a chip first.';

/**
 * One casino table (docs/rules/specification.md §2 Casino tables, §4 Casino round and bet slip): the live table view
 * (RID, countdown, cards), the chips, the betting panels with the slip under the tapped runner,
 * the user's bets this round, the Recent Result strip and the result modal. The table is
 * suspended as a whole while offline or when the data fetch fails; going offline resets the slip.
 */
export function CasinoTable({ casinoType, eventId, game, name, chipFirst = false }: CasinoTableProps) {
  const title = name ?? (isPlayable(casinoType) ? TABLE_NAMES[casinoType] : (game?.name ?? casinoType));
  const feed = useCasinoFeed(casinoType, eventId);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { values } = useQuickStakes();
  const chips = useMemo(() => chipValues(values), [values]);
  const bets = useRoundBets(game?.matchId, { mid: feed.mid, autotime: feed.autotime }, loggedIn);
  const { place, pending } = useCasinoBet({ game, roundId: feed.mid });
  const [slip, setSlip] = useState<SlipState | null>(null);
  const [chip, setChip] = useState<number | null>(null);
  const [resultRound, setResultRound] = useState<string | null>(null);
  const parts = useStagedReveal(true, RESULTS_PART);
  const showBets = parts === Infinity;

  // docs/rules/specification.md §4: an internet loss resets the slip.
  if (feed.offline && slip) setSlip(null);

  const chipValue = chip === null ? undefined : chips[chip];
  const stakes = useMemo(() => {
    const bySid = new Map<number, number>();
    for (const bet of bets)
      bySid.set(Number(bet.selectionId), (bySid.get(Number(bet.selectionId)) ?? 0) + bet.stake);
    return bySid;
  }, [bets]);

  const onChip = (index: number) => {
    const next = chip === index ? null : index;
    setChip(next);
    const value = next === null ? undefined : chips[next];
    if (slip && value !== undefined) setSlip({ ...slip, stake: value });
  };

  const onSelect = (runner: CasinoRunner, side: Side) => {
    const rate = side === 'back' ? runner.back : (runner.lay ?? 0);
    if (!chipFirst) {
      setSlip({ runner, side, rate, stake: chipValue ?? 0, clientBetId: newClientBetId() });
      return;
    }
    if (chipValue === undefined) {
      casinoToast.info(CHOOSE_CHIP);
      return;
    }
    const blocked = placeBlockedReason({ loggedIn, online: !feed.offline, stake: chipValue, rate });
    if (blocked) casinoToast.error(blocked);
    else void place({ runner, side, rate, stake: chipValue, clientBetId: newClientBetId() });
  };

  const live = slip ? feed.runners.find((r) => r.sid === slip.runner.sid) : undefined;
  const slipBlocked = slip
    ? (placeBlockedReason({ loggedIn, online: !feed.offline, stake: slip.stake, rate: slip.rate }) ??
      (feed.suspended || !live || live.suspended ? 'Betting is suspended' : undefined))
    : undefined;

  const confirm = async () => {
    if (!slip) return;
    if (await place(slip)) setSlip(null);
  };

  return (
    <article className="cas-table" data-testid="casino-table" data-casino-type={casinoType}>
      <h2 className="cas-table__name">{title}</h2>
      <div className="cas-table__view">
        <LiveTable
          casinoType={casinoType}
          name={title}
          mid={feed.mid}
          autotime={feed.autotime}
          cards={feed.cards}
          suspended={feed.suspended}
        />
        {parts >= RESULTS_PART ? (
          <RecentResults casinoType={casinoType} results={feed.results} onOpen={setResultRound} />
        ) : null}
      </div>
      {showBets ? (
        <div className="cas-table__bets">
          {chipFirst ? (
            <p className="cas-table__hint muted">Choose a chip, then tap a runner to place the bet.</p>
          ) : null}
          <Chips values={chips} selected={chip} onChip={onChip} />
          <BettingPanels
            casinoType={casinoType}
            runners={feed.runners}
            tableSuspended={feed.suspended}
            selected={slip ? { sid: slip.runner.sid, side: slip.side } : null}
            onSelect={onSelect}
            stakes={stakes}
            slip={
              slip ? (
                <CasinoSlip
                  key={slip.clientBetId}
                  runnerName={slip.runner.name}
                  side={slip.side}
                  rate={slip.rate}
                  stake={slip.stake}
                  bounds={casinoStakeBounds(slip.runner)}
                  onStake={(stake) => setSlip({ ...slip, stake })}
                  onConfirm={() => void confirm()}
                  onCancel={() => setSlip(null)}
                  pending={pending}
                  blocked={slipBlocked}
                />
              ) : null
            }
          />
          {loggedIn ? <MatchBets bets={bets} /> : null}
        </div>
      ) : null}
      {resultRound ? (
        <ResultModal
          casinoType={casinoType}
          name={title}
          roundId={resultRound}
          onClose={() => setResultRound(null)}
        />
      ) : null}
    </article>
  );
}
