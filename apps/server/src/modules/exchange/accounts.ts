import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { headroomOf } from '../rg/index';
import { onAccountsChanged } from '../users/index';
import type { AccountTotals } from './journal';

/**
 * The engine's account table (docs/exchange-engine.md "Reservation"): each account's balance,
 * exposure and limit as last committed, plus what the engine has reserved and not yet committed,
 * so accepting an order reads nothing from the database. An account is read once, and again after
 * another writer (ledger, settlement, other bets) moves it (users' onAccountsChanged). The commit's
 * own check of the accounts (journal.ts) is the last word: a stale figure can only make a batch
 * fail closed. Minor units.
 */
interface Account {
  balanceMinor: number;
  exposureMinor: number;
  limitMinor: number;
  held: boolean;
  lockedSports: Set<number>;
  /** The operator locked the account's betting (issue 16 item 3; modules/limits user_locks). */
  bettingLocked: boolean;
  /** Reserved by changes not yet committed (may be negative: releases). */
  pendingMinor: number;
  /**
   * The customer's player-protection room when read (issue 17 item 2; modules/rg headroomOf): the
   * most total worst case the account may carry under its loss limits, and the stakes it may still
   * place under its stake limits; null: no such limit. `rgUntilMs`: the end of a period with a
   * limit, when the account is read again.
   */
  lossRoomMinor: number | null;
  stakeRoomMinor: number | null;
  rgUntilMs: number;
  /** Stakes of this engine's orders accepted since the account was read (not in the room yet). */
  pendingStakeMinor: number;
  stale: boolean;
  /** Bumped by every commit touching the account: a read that overlapped one is read again. */
  generation: number;
}

/** Why a reservation is refused. */
export type FundsError =
  'INSUFFICIENT_FUNDS' | 'EXPOSURE_LIMIT' | 'ACCOUNT_HELD' | 'LOSS_LIMIT' | 'STAKE_LIMIT';

/** See the file's comment. */
export class Accounts {
  private readonly accounts = new Map<string, Account>();
  private readonly loading = new Map<string, Promise<Account>>();
  private readonly off: () => void;

  constructor(
    private readonly db: Db,
    /** The app's clock (the periods of the player-protection limits roll over on it). */
    private readonly now: () => number = Date.now,
  ) {
    this.off = onAccountsChanged((ids) => {
      for (const id of ids) {
        const a = this.accounts.get(id);
        if (a) a.stale = true;
      }
    });
  }

  /** Stops listening to other writers. */
  close(): void {
    this.off();
  }

  /** Forgets every account (after a failed commit: everything is read again). */
  reset(): void {
    this.accounts.clear();
  }

  /** The account, read from the database when unknown or stale. */
  async load(userId: string): Promise<Account> {
    const known = this.accounts.get(userId);
    if (known && !known.stale && this.now() < known.rgUntilMs) return known;
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = this.read(userId).finally(() => this.loading.delete(userId));
      this.loading.set(userId, pending);
    }
    return pending;
  }

  private async read(userId: string): Promise<Account> {
    for (;;) {
      const before = this.accounts.get(userId);
      const generation = before?.generation ?? 0;
      if (before) before.stale = false;
      const row = await sql<{
        balance_minor: number;
        exposure_minor: number;
        exposure_limit_minor: number;
        held: boolean;
        locked: number[] | null;
        betting_locked: boolean | null;
        rg_limited: boolean;
      }>`select u.balance_minor, u.exposure_minor, u.exposure_limit_minor,
          exists (select 1 from rg_limits r where r.user_id = u.id and r.kind <> 'session' and r.amount is not null) as rg_limited,
          exists (select 1 from settlement_holds h where h.user_id = u.id and h.released_at is null) as held,
          (select array_agg(sport_id) from user_sport_locks l where l.user_id = u.id and l.locked) as locked,
          (select b.betting_locked from user_locks b where b.user_id = u.id) as betting_locked
        from users u where u.id = ${userId}`
        .execute(this.db)
        .then((r) => r.rows[0]);
      if (!row) throw new Error(`no account ${userId}`);
      const room = row.rg_limited
        ? await headroomOf(this.db, userId, this.now())
        : { lossRoomMinor: null, stakeRoomMinor: null, untilMs: Infinity };
      const now = this.accounts.get(userId);
      if (now && now.generation !== generation) continue; // a commit landed meanwhile
      const account: Account = {
        balanceMinor: row.balance_minor,
        exposureMinor: row.exposure_minor,
        limitMinor: row.exposure_limit_minor,
        held: row.held,
        lockedSports: new Set((row.locked ?? []).map(Number)),
        bettingLocked: row.betting_locked === true,
        pendingMinor: now?.pendingMinor ?? 0,
        lossRoomMinor: room.lossRoomMinor,
        stakeRoomMinor: room.stakeRoomMinor,
        rgUntilMs: room.untilMs,
        pendingStakeMinor: now?.pendingStakeMinor ?? 0,
        stale: now?.stale ?? false,
        generation,
      };
      this.accounts.set(userId, account);
      return account;
    }
  }

  /** True when the account may not bet on `sportId` (the specification's sport lock). */
  locked(userId: string, sportId: number): boolean {
    return this.accounts.get(userId)?.lockedSports.has(sportId) ?? false;
  }

  /** True when an operator locked the account's betting (issue 16 item 3). The account must be loaded. */
  bettingLocked(userId: string): boolean {
    return this.accounts.get(userId)?.bettingLocked ?? false;
  }

  /**
   * Reserves `deltaMinor` more exposure (docs/rules/exchange.md Acceptance): a rise needs that much
   * available balance and stays within the exposure limit (0: none); a fall always passes. Then the
   * customer's own limits (issue 17 item 2): `stakeMinor` (0 for a cash out) must fit the stake
   * room less the stakes accepted since the read ('STAKE_LIMIT'), and a rise must keep the total
   * worst case, in-flight orders included, within the loss room ('LOSS_LIMIT'). The account must
   * be loaded.
   */
  reserve(userId: string, deltaMinor: number, stakeMinor = 0): FundsError | null {
    const a = this.accounts.get(userId);
    if (!a) throw new Error(`account ${userId} not loaded`);
    if (deltaMinor > 0) {
      if (a.held) return 'ACCOUNT_HELD';
      const exposure = a.exposureMinor + a.pendingMinor;
      if (a.balanceMinor - exposure < deltaMinor) return 'INSUFFICIENT_FUNDS';
      if (a.limitMinor > 0 && exposure + deltaMinor > a.limitMinor) return 'EXPOSURE_LIMIT';
    }
    if (a.stakeRoomMinor !== null && stakeMinor > 0 && a.pendingStakeMinor + stakeMinor > a.stakeRoomMinor)
      return 'STAKE_LIMIT';
    if (deltaMinor > 0 && a.lossRoomMinor !== null) {
      if (a.exposureMinor + a.pendingMinor + deltaMinor > a.lossRoomMinor) return 'LOSS_LIMIT';
    }
    a.pendingMinor += deltaMinor;
    a.pendingStakeMinor += stakeMinor;
    return null;
  }

  /** Gives back stakes counted by {@link reserve} for orders the book then refused. */
  unstake(userId: string, stakeMinor: number): void {
    const a = this.accounts.get(userId);
    if (a) a.pendingStakeMinor -= stakeMinor;
  }

  /**
   * The orders of `stakeMinor` committed: their stakes leave the pending count, and an account with
   * player-protection limits is read again (the stored stakes now hold them; issue 17 item 2).
   */
  stakesCommitted(userId: string, stakeMinor: number): void {
    const a = this.accounts.get(userId);
    if (!a || stakeMinor === 0) return;
    a.pendingStakeMinor -= stakeMinor;
    if (a.stakeRoomMinor !== null || a.lossRoomMinor !== null) {
      a.stakeRoomMinor = a.stakeRoomMinor === null ? null : a.stakeRoomMinor - stakeMinor;
      a.stale = true;
      a.generation++;
    }
  }

  /** Moves uncommitted exposure changes (not checked: releases, and makers' fills). */
  adjust(userId: string, deltaMinor: number): void {
    const a = this.accounts.get(userId);
    if (a) a.pendingMinor += deltaMinor;
  }

  /** A commit landed: its deltas leave `pending`, the totals it returned become the committed figures. */
  committed(deltas: ReadonlyMap<string, number>, totals: readonly AccountTotals[]): void {
    for (const [userId, delta] of deltas) {
      const a = this.accounts.get(userId);
      if (!a) continue;
      a.pendingMinor -= delta;
      a.generation++;
    }
    for (const t of totals) {
      const a = this.accounts.get(t.id);
      if (!a) continue;
      a.balanceMinor = t.balance_minor;
      a.exposureMinor = t.exposure_minor;
      a.limitMinor = t.exposure_limit_minor;
    }
  }
}
