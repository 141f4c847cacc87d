import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, countRows, createTestApp, type TestApp } from '../../test/harness';
import { deleteExpiredDemoUsers, findUserByName, insertUser } from '../users/index';
import { expectLedgerBalanced } from './audit.test-helper';
import {
  auditLedger,
  houseAccountId,
  houseBalanceMinor,
  openAccount,
  postTransfer,
  postTransfers,
  statementRows,
  type TransferInput,
} from './ledger';

describe('ledger', () => {
  let t: TestApp;
  let domainId: string;
  const now = new Date(Date.UTC(2026, 10, 21, 12));
  beforeAll(async () => {
    t = await createTestApp();
    domainId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
  });
  afterEach(() => expectLedgerBalanced(t.handle.db));
  afterAll(() => t.close());

  /** A new customer of the home brand with `openingMinor` opened through the ledger. */
  const customer = async (openingMinor = 0, role = 'User') => {
    const db = t.handle.db;
    return db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        domain_id: domainId,
        user_name: `u-${randomUUID().slice(0, 8)}`,
        name: 'Test',
        password_hash: null,
        role,
        currency: 'INR',
      });
      await openAccount(trx, { domainId, userId: user.id, amountMinor: openingMinor, now });
      return user;
    });
  };
  const balanceOf = async (userId: string) =>
    (
      await t.handle.db
        .selectFrom('users')
        .select('balance_minor')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).balance_minor;
  const transfer = (
    userId: string,
    amountMinor: number,
    over: Partial<TransferInput> = {},
  ): TransferInput => ({
    domainId,
    causeType: 'operator',
    causeId: randomUUID(),
    remark: 'test',
    displayText: 'Test transfer',
    legs: [{ userId, amountMinor }],
    now,
    ...over,
  });

  it('opens seeded and new accounts through the ledger', async () => {
    const player = await findUserByName(t.handle.db, domainId, 'player1');
    expect(player!.balance_minor).toBe(100_000_00);
    const rows = await t.handle.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select(['cause_type', 'cause_id', 'amount_minor', 'account_type', 'account_id'])
      .where('ledger_transfers.cause_id', '=', player!.id)
      .orderBy('amount_minor')
      .execute();
    expect(rows).toEqual([
      {
        cause_type: 'opening',
        cause_id: player!.id,
        amount_minor: -100_000_00,
        account_type: 'house',
        account_id: houseAccountId(domainId, player!.id),
      },
      {
        cause_type: 'opening',
        cause_id: player!.id,
        amount_minor: 100_000_00,
        account_type: 'user',
        account_id: player!.id,
      },
    ]);
    const fresh = await customer(250_00);
    expect(await balanceOf(fresh.id)).toBe(250_00);
    // Opening twice posts nothing more.
    await openAccount(t.handle.db, { domainId, userId: fresh.id, amountMinor: 999, now });
    expect(await balanceOf(fresh.id)).toBe(250_00);
  });

  it('posts a cause once: the second post returns undefined and writes nothing', async () => {
    const u = await customer(1_000);
    const input = transfer(u.id, 500, { causeType: 'bet_settlement', causeId: 'market-1:bet-1' });
    const id = await postTransfer(t.handle.db, input);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await postTransfer(t.handle.db, input)).toBeUndefined();
    expect(await postTransfer(t.handle.db, { ...input, legs: [{ userId: u.id, amountMinor: 7 }] })).toBe(
      undefined,
    );
    expect(await balanceOf(u.id)).toBe(1_500);
    const count = await t.handle.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cause_id', '=', 'market-1:bet-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Within one batch too, and the same cause id under another cause type is another cause.
    const batch = await postTransfers(t.handle.db, [
      transfer(u.id, 1, { causeId: 'dup' }),
      transfer(u.id, 1, { causeId: 'dup' }),
      transfer(u.id, 1, { causeType: 'casino_round', causeId: 'dup' }),
    ]);
    expect(batch).toHaveLength(2);
    expect(await balanceOf(u.id)).toBe(1_502);
  });

  it('refuses to take a customer below 0 and writes nothing', async () => {
    const u = await customer(1_000);
    const before = await auditCounts();
    await expect(postTransfer(t.handle.db, transfer(u.id, -1_001))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'insufficient_balance',
      message: 'Insufficient balance',
      userId: u.id,
      shortMinor: 1,
    });
    expect(await auditCounts()).toEqual(before);
    expect(await balanceOf(u.id)).toBe(1_000);
    // Exactly to 0 is fine.
    await postTransfer(t.handle.db, transfer(u.id, -1_000));
    expect(await balanceOf(u.id)).toBe(0);
    // A batch fails as a whole when any customer ends below 0.
    const v = await customer(50);
    await expect(postTransfers(t.handle.db, [transfer(v.id, 100), transfer(u.id, -1)])).rejects.toMatchObject(
      { code: 'insufficient_balance' },
    );
    expect(await balanceOf(v.id)).toBe(50);
    // Only the end of the batch counts: a loss before a win of the same market is fine.
    await postTransfers(t.handle.db, [transfer(v.id, -80), transfer(v.id, 40)]);
    expect(await balanceOf(v.id)).toBe(10);
  });

  it('stays right under concurrent posts (PostgreSQL runs them on separate connections)', async () => {
    const u = await customer(100);
    const same = transfer(u.id, 5, { causeId: `same-${u.id}` });
    const ids = await Promise.all([postTransfer(t.handle.db, same), postTransfer(t.handle.db, same)]);
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(u.id)).toBe(105);
    const debits = await Promise.allSettled([
      postTransfer(t.handle.db, transfer(u.id, -60)),
      postTransfer(t.handle.db, transfer(u.id, -60)),
    ]);
    expect(debits.map((d) => d.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(u.id)).toBe(45);
  });

  it('keeps the CHECK as the last line: no customer row can be written below 0', async () => {
    const u = await customer(10);
    await expect(
      t.handle.db.updateTable('users').set({ balance_minor: -1 }).where('id', '=', u.id).execute(),
    ).rejects.toThrow(/users_balance_non_negative/);
    // Operators are not customers: the CHECK does not bind them.
    const agent = await customer(0, 'Agent');
    await postTransfer(t.handle.db, transfer(agent.id, -500));
    expect(await balanceOf(agent.id)).toBe(-500);
  });

  it('never changes an entry: corrections are reversing transfers', async () => {
    const u = await customer(2_000);
    const settle = transfer(u.id, 700, { causeType: 'bet_settlement', causeId: `mkt-9:${u.id}` });
    await postTransfer(t.handle.db, settle);
    await expect(sql`update ledger_entries set amount_minor = 1`.execute(t.handle.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from ledger_entries`.execute(t.handle.db)).rejects.toThrow(/immutable/);
    await expect(sql`update ledger_transfers set remark = 'x'`.execute(t.handle.db)).rejects.toThrow(
      /immutable/,
    );
    const reversal = await postTransfer(t.handle.db, {
      ...settle,
      causeType: 'settlement_reversal',
      remark: 'result corrected',
      legs: [{ userId: u.id, amountMinor: -700 }],
    });
    expect(reversal).toBeDefined();
    expect(await balanceOf(u.id)).toBe(2_000);
    const page = await statementRows(t.handle.db, u.id, { page: 1, pageSize: 10 });
    expect(page.rows.map((r) => [r.type, r.amount])).toEqual([
      ['withdraw', 7],
      ['deposite', 7],
      ['deposite', 20],
    ]);
  });

  it('spreads the house side over 16 shards and updates no house row', async () => {
    const u = await customer(0);
    const inputs = Array.from({ length: 64 }, (_, i) => transfer(u.id, 10, { causeId: `shard-${i}` }));
    await postTransfers(t.handle.db, inputs);
    const houses = await t.handle.db
      .selectFrom('ledger_entries')
      .select('account_id')
      .distinct()
      .where('account_type', '=', 'house')
      .where('transfer_id', 'in', (qb) =>
        qb.selectFrom('ledger_transfers').select('ledger_transfers.id').where('cause_id', 'like', 'shard-%'),
      )
      .execute();
    expect(houses.length).toBeGreaterThan(8);
    for (const h of houses) expect(h.account_id).toMatch(new RegExp(`^house:${domainId}:(\\d|1[0-5])$`));
    // House totals are derived from the entries: the sum of every user balance, negated.
    const { total } = await t.handle.db
      .selectFrom('users')
      .select(sql<string>`sum(balance_minor)`.as('total'))
      .where('domain_id', '=', domainId)
      .executeTakeFirstOrThrow();
    expect(await houseBalanceMinor(t.handle.db, domainId)).toBe(-Number(total));
  });

  it('rejects malformed transfers before writing', async () => {
    const u = await customer(100);
    await expect(postTransfer(t.handle.db, transfer(u.id, 1.5))).rejects.toBeInstanceOf(RangeError);
    await expect(postTransfer(t.handle.db, { ...transfer(u.id, 1), legs: [] })).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(postTransfer(t.handle.db, transfer(randomUUID(), 1))).rejects.toBeInstanceOf(RangeError);
    const aura = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
    await expect(postTransfer(t.handle.db, transfer(u.id, 1, { domainId: aura }))).rejects.toBeInstanceOf(
      RangeError,
    );
    expect(await balanceOf(u.id)).toBe(100);
  });

  it('gives statement rows the fields of docs/rules/specification.md §3, newest first, paged and filtered', async () => {
    const u = await customer(1_000_00);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const betId = randomUUID();
    await postTransfer(
      t.handle.db,
      transfer(u.id, 250_50, { remark: 'top-up', displayText: 'Credit by agent1', now: at(1) }),
    );
    await postTransfer(t.handle.db, {
      ...transfer(u.id, -100_25, { now: at(2) }),
      causeType: 'bet_settlement',
      causeId: `m1:${betId}`,
      remark: 'India v Australia / Match Odds',
      displayText: 'Bet settled: loss',
      legs: [{ userId: u.id, amountMinor: -100_25, betId }],
    });
    const all = await statementRows(t.handle.db, u.id, { page: 1, pageSize: 2 });
    expect(all.totalPages).toBe(2);
    expect(all.rows).toEqual([
      {
        createdAt: at(2).toISOString(),
        type: 'withdraw',
        amount: 100.25,
        displayText: 'Bet settled: loss',
        openingBalancePayee: null,
        openingBalancePayer: 1250.5,
        payer: u.user_name,
        remark: 'India v Australia / Match Odds',
        betId,
      },
      {
        createdAt: at(1).toISOString(),
        type: 'deposite',
        amount: 250.5,
        displayText: 'Credit by agent1',
        openingBalancePayee: 1000,
        openingBalancePayer: null,
        payer: 'house',
        remark: 'top-up',
        betId: null,
      },
    ]);
    const second = await statementRows(t.handle.db, u.id, { page: 2, pageSize: 2 });
    expect(second.rows.map((r) => [r.displayText, r.openingBalancePayee])).toEqual([['Opening balance', 0]]);
    const bets = await statementRows(t.handle.db, u.id, { page: 1, pageSize: 10, filter: 'betRecords' });
    expect(bets.rows.map((r) => r.betId)).toEqual([betId]);
    const upline = await statementRows(t.handle.db, u.id, { page: 1, pageSize: 10, filter: 'upline' });
    expect(upline.rows).toHaveLength(2);
    const window = await statementRows(t.handle.db, u.id, { page: 1, pageSize: 10, from: at(1), to: at(1) });
    expect(window).toEqual({ rows: [expect.objectContaining({ amount: 250.5 })], totalPages: 1 });
    await expect(statementRows(t.handle.db, u.id, { page: 0, pageSize: 10 })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'page must be 1 or more',
    });
  });

  it('closes an account deleted with money left (the demo sweep) back to the house', async () => {
    const u = await customer(3_000);
    await t.handle.db.deleteFrom('users').where('id', '=', u.id).execute();
    const entries = await t.handle.db
      .selectFrom('ledger_entries')
      .select(['amount_minor', 'user_id'])
      .where('account_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount_minor: 3_000, user_id: null },
      { amount_minor: -3_000, user_id: null },
    ]);
  });

  it('posts thousands of settlement legs in one batch, each once', async () => {
    const users = await t.handle.db
      .insertInto('users')
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({
          domain_id: domainId,
          user_name: `bulk-${i}`,
          name: 'Bulk',
          password_hash: null,
          role: 'User',
          currency: 'INR',
        })),
      )
      .returning('id')
      .execute();
    await postTransfers(
      t.handle.db,
      users.map((u) => ({
        domainId,
        causeType: 'opening' as const,
        causeId: u.id,
        remark: 'Opening balance',
        displayText: 'Opening balance',
        legs: [{ userId: u.id, amountMinor: 1_000_00 }],
        now,
      })),
    );
    const settlement = (n: number, market: string): TransferInput[] =>
      Array.from({ length: n }, (_, i) => {
        const betId = randomUUID();
        const amountMinor = i % 3 === 0 ? -((i % 97) + 1) * 100 : ((i % 89) + 1) * 50;
        return {
          domainId,
          causeType: 'bet_settlement',
          causeId: `${market}:${betId}`,
          remark: 'bulk market',
          displayText: amountMinor < 0 ? 'Bet settled: loss' : 'Bet settled: win',
          legs: [{ userId: users[i % users.length]!.id, amountMinor, betId }],
          now,
        };
      });
    const post = async (inputs: TransferInput[]) => {
      const ids = await t.handle.db.transaction().execute((trx) => postTransfers(trx, inputs));
      expect(ids).toHaveLength(inputs.length);
    };
    // A market of thousands of bets settles in one call (its speed: `npm run bench -- bets`).
    const small = settlement(3_000, '1.small');
    await post(small);
    const big = settlement(10_000, '1.bulk');
    await post(big);
    const again = await t.handle.db.transaction().execute((trx) => postTransfers(trx, big));
    expect(again).toEqual([]);
    const expected = new Map<string, number>();
    for (const s of [...small, ...big])
      expected.set(s.legs[0]!.userId, (expected.get(s.legs[0]!.userId) ?? 1_000_00) + s.legs[0]!.amountMinor);
    const first = users[0]!.id;
    expect(await balanceOf(first)).toBe(expected.get(first));
    const audit = await auditLedger(t.handle.db);
    expect(audit.mismatchedUserIds).toEqual([]);
  });

  async function auditCounts() {
    return {
      entries: await countRows(t.handle.db, 'ledger_entries'),
      transfers: await countRows(t.handle.db, 'ledger_transfers'),
    };
  }
});

describe('demo sign-in', () => {
  it('opens the sandbox balance through the ledger in the transaction of the account', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: anonymous(),
        payload: { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
      });
      expect(res.statusCode).toBe(200);
      const user = res.json().user;
      expect(user.openingBalance).toBe(1_500_000);
      const page = await statementRows(t.handle.db, user._id, { page: 1, pageSize: 10 });
      expect(page.rows).toEqual([
        expect.objectContaining({
          type: 'deposite',
          amount: 1_500_000,
          remark: 'Demo play balance',
          payer: 'house',
        }),
      ]);
      await expectLedgerBalanced(t.handle.db);
      // The expired-demo sweep deletes the account; its balance returns to the house.
      expect(await deleteExpiredDemoUsers(t.handle.db, new Date(t.clock.now() + 25 * 3600_000))).toBe(1);
      await expectLedgerBalanced(t.handle.db);
    } finally {
      await t.close();
    }
  });
});
