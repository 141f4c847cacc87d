import { randomUUID } from 'node:crypto';
import { GAMES, rankOf } from '@backlay/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoPlacement, freshRound, step, stepUntil } from '../../dealer/test-kit';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { createCustomer, homeBrand } from '../account/test-kit';
import { DEFAULT_CURRENCY } from '../auth/index';
import { insertDomain } from '../domains/index';
import { settleMarket } from '../betting/index';
import { customer, operatorHeaders } from '../betting/test-kit';
import { hashPassword, insertUser } from '../users/index';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { openAccount } from '../wallet/index';
import { csvCell, toCsv } from './index';

/**
 * Reports (issue 16 item 6). Sports bets (house-priced and an exchange fill) are written as
 * fixtures and settled by the real settlement service at chosen instants; casino bets are placed
 * through POST /api/bet/save2 and settled by the real dealer. Days are Asia/Kolkata (UTC+05:30).
 * The test clock starts at 2026-11-21 12:00 UTC (17:30 IST), so "today" is 2026-11-21.
 *
 * In range 2026-11-19..2026-11-21 (IST), brand localhost, money in currency units:
 *   S1 Cricket, comp 4005 (IPL), Match Odds, back 100 @ 2.00, wins  +100  settled 11-18 19:00Z = 11-19 00:30 IST
 *   S2 Cricket, comp 4005, Bookmaker, back 50 @ rate 200, loses      -50  settled 11-19 20:00Z = 11-20 01:30 IST
 *   S3 Soccer, comp 1999 (no name), Match Odds, lay 200 @ 2.50, wins +200  settled 11-20 05:00Z = 11-20
 *   S4 Tennis, comp 2012 (Wimbledon 2019), exchange fill, back 40 @ 3.00, loses -40  11-21 01:00Z = 11-21
 *   C1 lucky7 exact card @ 12.00, back 100, wins +1100; C2 lucky7 back 200 loses -200;
 *   C3 lucky7eu back 300 loses -300; all settled 11-21 ~12:01Z = 11-21 IST
 * Left out: O1 (Cricket 4005, back 70 wins +70) settled 11-18 18:00Z = 11-18 23:30 IST (before the
 * range; inside the default last 7 days); O2 settled 11-21 18:31Z = 11-22 00:01 IST (after);
 * V1 on a voided market; U1 unsettled; A1 of brand solo.localhost, created by nobody (stake 5,000,
 * wins); A2 of aura.localhost, a brand localhost created (stake 30, loses): only in groupBy=brand.
 */
describe('GET /api/admin/reports', () => {
  let t: TestApp;
  let homeId: string;
  let soloId: string;
  let auraId: string;
  let admin: ReturnType<typeof signedIn>;
  let agent: ReturnType<typeof signedIn>;

  interface SportsBet {
    domainId?: string;
    userId: string;
    marketId: string;
    sportId: number;
    sportsName: string;
    competitionId: string;
    marketType?: 'Match Odds' | 'Bookmaker';
    side?: 'back' | 'lay';
    stake: number;
    oddsH?: number;
    orderId?: string;
    /** The winning selection: the bet is on 'A'. */
    winner?: 'A' | 'B';
    isVoid?: boolean;
    settledAt?: Date;
  }

  /** A sports bet written as a fixture on its own market, then settled (unless no `settledAt`). */
  const sportsBet = async (b: SportsBet) => {
    const stakeMinor = b.stake * 100;
    const bookmaker = b.marketType === 'Bookmaker';
    const oddsH = b.oddsH ?? 200;
    const side = b.side ?? 'back';
    const winMinor = bookmaker ? stakeMinor * 2 : Math.round((stakeMinor * (oddsH - 100)) / 100);
    await t.handle.db
      .insertInto('bets')
      .values({
        id: randomUUID(),
        domain_id: b.domainId ?? homeId,
        user_id: b.userId,
        match_id: `m-${b.marketId}`,
        market_id: b.marketId,
        market_name: bookmaker ? 'Bookmaker' : 'Match Odds',
        market_type: b.marketType ?? 'Match Odds',
        sport_id: b.sportId,
        sports_name: b.sportsName,
        event_name: `Match ${b.marketId}`,
        competition_id: b.competitionId,
        selection_id: 'A',
        selection_name: 'Runner A',
        side,
        odds_hundredths: bookmaker ? null : oddsH,
        rate: bookmaker ? 200 : null,
        line: null,
        stake_minor: stakeMinor,
        liability_minor: side === 'back' ? stakeMinor : winMinor,
        profit_minor: side === 'back' ? winMinor : stakeMinor,
        order_id: b.orderId ?? null,
        placed_at: new Date('2026-11-01T00:00:00Z'),
        round_id: null,
      })
      .execute();
    if (b.settledAt)
      await settleMarket(
        t.handle.db,
        { marketId: b.marketId, version: 1, winnerSelectionId: b.winner ?? 'A', void: b.isVoid ?? false },
        b.settledAt,
      );
  };

  /** Places casino bets on a fresh round of `type` (`pick(firstRank)` -> [sid, stake][]) and waits for its settlement. */
  const casinoRound = async (
    c: Awaited<ReturnType<typeof customer>>,
    type: string,
    pick: (rank: number) => [number, number][],
  ) => {
    const table = await freshRound(t, type);
    const rank = rankOf(table.round!.deal.cards[0]!);
    for (const [sid, stake] of pick(rank)) {
      const res = await c.bet(casinoPlacement(table, sid, 'back', stake));
      expect(res.statusCode, res.body).toBe(200);
    }
    const roundId = table.round!.roundId;
    await stepUntil(t, () => table.round!.roundId !== roundId, 60);
    await step(t);
  };

  const report = (query: string, headers: ReturnType<typeof signedIn> = admin) =>
    t.app.inject({ url: `/api/admin/reports${query}`, headers });
  const rowsOf = async (query: string) => {
    const res = await report(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      rows: unknown[];
      totals: unknown;
      from: string;
      to: string;
      timeZone: string;
    };
  };
  const RANGE = '?from=2026-11-19&to=2026-11-21';

  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7, GAMES.lucky7eu] });
    homeId = (await homeBrand(t)).id;
    auraId = (
      await t.handle.db
        .selectFrom('domains')
        .select('id')
        .where('domain', '=', 'aura.localhost')
        .executeTakeFirstOrThrow()
    ).id;
    // A brand of its own (no parent): its Admin, customer and bet are another brand's.
    soloId = (
      await insertDomain(t.handle.db, {
        domain: 'solo.localhost',
        title: 'Solo',
        primaryColor: '#111111',
        secondaryColor: '#222222',
        backgroundColor: '#ffffff',
        layout: 'tamannah',
      })
    ).id;
    const alice = await createCustomer(t, 'alice', { balance: 10_000 });
    const at = (iso: string) => new Date(iso);
    const cricket = { userId: alice, sportId: 4, sportsName: 'Cricket', competitionId: '4005' };
    await sportsBet({
      ...cricket,
      marketId: '1.901',
      stake: 100,
      winner: 'A',
      settledAt: at('2026-11-18T19:00:00Z'),
    });
    await sportsBet({
      ...cricket,
      marketId: '1.902',
      marketType: 'Bookmaker',
      stake: 50,
      winner: 'B',
      settledAt: at('2026-11-19T20:00:00Z'),
    });
    await sportsBet({
      userId: alice,
      sportId: 1,
      sportsName: 'Soccer',
      competitionId: '1999',
      marketId: '1.903',
      side: 'lay',
      oddsH: 250,
      stake: 200,
      winner: 'B',
      settledAt: at('2026-11-20T05:00:00Z'),
    });
    await sportsBet({
      userId: alice,
      sportId: 2,
      sportsName: 'Tennis',
      competitionId: '2012',
      marketId: '1.904',
      oddsH: 300,
      stake: 40,
      orderId: randomUUID(),
      winner: 'B',
      settledAt: at('2026-11-21T01:00:00Z'),
    });
    // Left out.
    await sportsBet({
      ...cricket,
      marketId: '1.905',
      stake: 70,
      winner: 'A',
      settledAt: at('2026-11-18T18:00:00Z'),
    });
    await sportsBet({
      ...cricket,
      marketId: '1.906',
      stake: 80,
      winner: 'A',
      settledAt: at('2026-11-21T18:31:00Z'),
    });
    await sportsBet({
      ...cricket,
      marketId: '1.907',
      stake: 90,
      isVoid: true,
      settledAt: at('2026-11-20T06:00:00Z'),
    });
    await sportsBet({ ...cricket, marketId: '1.908', stake: 60 });
    // Another brand's customer: solo's bob (stake 5,000, wins) and aura's carol (aura is a brand
    // localhost created: stake 30, loses).
    const foreignCustomer = (domainId: string, userName: string) =>
      t.handle.db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          domain_id: domainId,
          user_name: userName,
          name: userName,
          password_hash: null,
          role: 'User',
          currency: DEFAULT_CURRENCY,
        });
        await openAccount(trx, {
          domainId,
          userId: user.id,
          amountMinor: 1_000_000,
          now: at('2026-10-01T00:00:00Z'),
        });
        return user.id;
      });
    const bob = await foreignCustomer(soloId, 'bob');
    await sportsBet({
      ...cricket,
      domainId: soloId,
      userId: bob,
      marketId: '1.909',
      stake: 5000,
      winner: 'A',
      settledAt: at('2026-11-20T06:00:00Z'),
    });
    const carol = await foreignCustomer(auraId, 'carol');
    await sportsBet({
      ...cricket,
      domainId: auraId,
      userId: carol,
      marketId: '1.911',
      stake: 30,
      winner: 'B',
      settledAt: at('2026-11-20T07:00:00Z'),
    });

    // Casino: lucky7 exact card (sid 6 + rank) @ 12.00 wins 100 -> +1100, another card loses 200;
    // lucky7eu: another card loses 300.
    const player = await customer(t);
    const other = (rank: number) => 6 + (rank === 13 ? 1 : rank + 1);
    await casinoRound(player, 'lucky7', (rank) => [
      [6 + rank, 100],
      [other(rank), 200],
    ]);
    await casinoRound(player, 'lucky7eu', (rank) => [[other(rank), 300]]);
    await expectLedgerBalanced(t.handle.db);

    admin = await operatorHeaders(t, 'admin1', 'Admin@123');
    agent = await operatorHeaders(t, 'agent1', 'Agent@123');
  }, 120_000);
  afterAll(() => t.close());

  const row = (key: string, label: string, bets: number, turnover: number, customerPnl: number) => ({
    key,
    label,
    bets,
    turnover,
    ggr: 0 - customerPnl,
    customerPnl,
  });
  const figures = (bets: number, turnover: number, customerPnl: number) => ({
    bets,
    turnover,
    ggr: 0 - customerPnl,
    customerPnl,
  });

  it('by day: every day of the range in Asia/Kolkata, settlement time deciding the day', async () => {
    const data = await rowsOf(`${RANGE}&groupBy=day`);
    expect(data).toMatchObject({ from: '2026-11-19', to: '2026-11-21', timeZone: 'Asia/Kolkata' });
    expect(data.rows).toEqual([
      row('2026-11-19', '2026-11-19', 1, 100, 100),
      row('2026-11-20', '2026-11-20', 2, 250, 150),
      row('2026-11-21', '2026-11-21', 4, 640, 560),
    ]);
    expect(data.totals).toEqual(figures(7, 990, 810));
    // groupBy defaults to day.
    expect((await rowsOf(RANGE)).rows).toEqual(data.rows);
  });

  it('by sport, with the casino as its own row, largest turnover first', async () => {
    const data = await rowsOf(`${RANGE}&groupBy=sport`);
    expect(data.rows).toEqual([
      row('casino', 'Casino', 3, 600, 600),
      row('1', 'Soccer', 1, 200, 200),
      row('4', 'Cricket', 2, 150, 50),
      row('2', 'Tennis', 1, 40, -40),
    ]);
    expect(data.totals).toEqual(figures(7, 990, 810));
  });

  it("by competition, named from the feed's competitions (the id when unknown)", async () => {
    const data = await rowsOf(`${RANGE}&groupBy=competition`);
    expect(data.rows).toEqual([
      row('casino', 'Casino', 3, 600, 600),
      row('1999', '1999', 1, 200, 200),
      row('4005', 'Indian Premier League', 2, 150, 50),
      row('2012', 'Wimbledon 2019', 1, 40, -40),
    ]);
  });

  it('by market type (the exchange fill counts as a Match Odds bet)', async () => {
    const data = await rowsOf(`${RANGE}&groupBy=marketType`);
    expect(data.rows).toEqual([
      row('Casino', 'Casino', 3, 600, 600),
      row('Match Odds', 'Match Odds', 3, 340, 260),
      row('Bookmaker', 'Bookmaker', 1, 50, -50),
    ]);
    expect(data.totals).toEqual(figures(7, 990, 810));
  });

  it('by casino table: casino bets only, named by the table', async () => {
    const data = await rowsOf(`${RANGE}&groupBy=casinoTable`);
    expect(data.rows).toEqual([
      row('lucky7', 'Lucky 7-A', 2, 300, 900),
      row('lucky7eu', 'Lucky 7-B', 1, 300, -300),
    ]);
    expect(data.totals).toEqual(figures(3, 600, 600));
  });

  it("by brand: the Admin's brand and the brands it created; no other brand's bets ever appear", async () => {
    const data = await rowsOf(`${RANGE}&groupBy=brand`);
    const brandId = async (domain: string) =>
      (
        await t.handle.db
          .selectFrom('domains')
          .select('id')
          .where('domain', '=', domain)
          .executeTakeFirstOrThrow()
      ).id;
    expect(data.rows).toEqual([
      row(homeId, 'localhost', 7, 990, 810),
      row(auraId, 'aura.localhost', 1, 30, -30),
      row(await brandId('square.localhost'), 'square.localhost', 0, 0, 0),
      row(await brandId('suspended.localhost'), 'suspended.localhost', 0, 0, 0),
    ]);
    expect(data.totals).toEqual(figures(8, 1020, 780));
    for (const groupBy of ['day', 'sport', 'competition', 'marketType', 'casinoTable', 'brand'])
      expect(JSON.stringify(await rowsOf(`${RANGE}&groupBy=${groupBy}`))).not.toContain(soloId);

    // solo's own Admin sees solo's bet and nothing of localhost.
    const passwordHash = await hashPassword('Solo-admin-1');
    await insertUser(t.handle.db, {
      domain_id: soloId,
      user_name: 'soloadmin',
      name: 'soloadmin',
      password_hash: passwordHash,
      role: 'Admin',
      currency: DEFAULT_CURRENCY,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      headers: anonymous('solo.localhost'),
      payload: { userName: 'soloadmin', password: 'Solo-admin-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const solo = signedIn(signIn.json().userToken, soloId);
    const res = await report(`${RANGE}&groupBy=brand`, solo);
    expect(res.json().data.rows).toEqual([row(soloId, 'solo.localhost', 1, 5000, 5000)]);
    expect((await report(`${RANGE}&groupBy=sport`, solo)).json().data.totals).toEqual(figures(1, 5000, 5000));
  });

  it('filters by settlement day: one day, and the default last 7 days ending today', async () => {
    const one = await rowsOf('?from=2026-11-19&to=2026-11-19&groupBy=sport');
    expect(one.rows).toEqual([row('4', 'Cricket', 1, 100, 100)]);
    expect(one.totals).toEqual(figures(1, 100, 100));
    const before = await rowsOf('?from=2026-11-18&to=2026-11-18');
    expect(before.rows).toEqual([row('2026-11-18', '2026-11-18', 1, 70, 70)]);
    const after = await rowsOf('?from=2026-11-22&to=2026-11-22');
    expect(after.totals).toEqual(figures(1, 80, 80));

    const week = await rowsOf('?groupBy=day');
    expect(week).toMatchObject({ from: '2026-11-15', to: '2026-11-21' });
    expect(week.rows.map((r) => (r as { key: string }).key)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(week.rows[0]).toEqual(row('2026-11-15', '2026-11-15', 0, 0, 0));
    expect(week.totals).toEqual(figures(8, 1060, 880));
    // Only `to`: the 7 days ending there.
    expect(await rowsOf('?to=2026-11-19')).toMatchObject({ from: '2026-11-13', to: '2026-11-19' });
  });

  it('answers CSV: a header row, the same rows, an attachment', async () => {
    const res = await report(`${RANGE}&groupBy=sport&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-sport-2026-11-19-2026-11-21.csv"',
    );
    expect(res.body).toBe(
      'key,label,bets,turnover,ggr,customerPnl\r\n' +
        'casino,Casino,3,600.00,-600.00,600.00\r\n' +
        '1,Soccer,1,200.00,-200.00,200.00\r\n' +
        '4,Cricket,2,150.00,-50.00,50.00\r\n' +
        '2,Tennis,1,40.00,40.00,-40.00\r\n',
    );
  });

  it('quotes CSV cells (RFC 4180) and defuses formulas', async () => {
    const alice = (
      await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'alice')
        .executeTakeFirstOrThrow()
    ).id;
    await sportsBet({
      userId: alice,
      sportId: 4,
      sportsName: 'Cricket',
      competitionId: '=HYPERLINK("http://x.test","a, b")',
      marketId: '1.910',
      stake: 12.5,
      winner: 'B',
      settledAt: new Date('2026-11-05T10:00:00Z'),
    });
    const res = await report('?from=2026-11-05&to=2026-11-05&groupBy=competition&format=csv');
    expect(res.body).toBe(
      'key,label,bets,turnover,ggr,customerPnl\r\n' +
        `"'=HYPERLINK(""http://x.test"",""a, b"")","'=HYPERLINK(""http://x.test"",""a, b"")",1,12.50,12.50,-12.50\r\n`,
    );
    const json = await rowsOf('?from=2026-11-05&to=2026-11-05&groupBy=competition');
    expect(json.rows).toEqual([
      row('=HYPERLINK("http://x.test","a, b")', '=HYPERLINK("http://x.test","a, b")', 1, 12.5, -12.5),
    ]);

    expect(['=1', '+1', '-1', '@x', '\tx', 'plain', 'a"b', 'a\nb', ''].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      'plain',
      '"a""b"',
      '"a\nb"',
      '',
    ]);
    expect(toCsv(['a', 'b'], [[-5, { figure: '-1.50' }]])).toBe('a,b\r\n-5,-1.50\r\n');
  });

  it('refuses a bad, reversed or too long range and unknown options with 400', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-30', 'from is not a valid date'],
      ['?to=2026-13-01', 'to is not a valid date'],
      ['?from=2026-11-21&to=2026-11-20', 'from must not be after to'],
      ['?from=2025-11-19&to=2026-11-20', 'The range must be at most 366 days'],
      ['?from=yesterday', 'querystring.from must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"'],
      ['?groupBy=week', 'querystring.groupBy must be equal to one of the allowed values'],
      ['?format=xml', 'querystring.format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // 366 days is the longest range.
    expect((await report('?from=2025-11-21&to=2026-11-21')).statusCode).toBe(200);
  });

  it('is in the OpenAPI page with its query, JSON and CSV answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/admin/reports'].get;
    expect(op.tags).toEqual(['admin']);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'format',
      'from',
      'groupBy',
      'to',
    ]);
    expect(Object.keys(op.responses['200'].content).sort()).toEqual(['application/json', 'text/csv']);
  });

  it('is for Admins only: 403 for an Agent, 401 without a token', async () => {
    const res = await report(RANGE, agent);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This action needs the Admin role');
    expect((await t.app.inject({ url: `/api/admin/reports${RANGE}`, headers: anonymous() })).statusCode).toBe(
      401,
    );
  });
});
