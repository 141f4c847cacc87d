import { describe, expect, it } from 'vitest';
import {
  attributionsOf,
  currentMarketsOf,
  dayBucket,
  formatOpenDate,
  formatPrice,
  firstRowsOfGroups,
  fullMarketUrl,
  groupByCompetition,
  isListed,
  oddsColumns,
  splitEvents,
} from './events';
import { localIso, makeRow } from './testData';

const NOW = new Date(2025, 0, 15, 12, 0); // Wed 15 Jan 2025, 12:00 local

describe('event rows: which are listed (docs/rules/specification.md §4)', () => {
  it.each([
    ['Tournament Winner', false],
    ['WINNER 2025', false],
    ['Match winner', false],
    ['', false],
    ['   ', false],
    ['Match Odds', true],
  ])('market name %j -> listed %s', (marketName, listed) => {
    expect(isListed(makeRow({ matchId: '1', marketName }))).toBe(listed);
  });

  it('skips a declared market', () => {
    expect(isListed(makeRow({ matchId: '1', declared: true }))).toBe(false);
  });

  it('hides the rows of a sport locked for the user', () => {
    const locked = new Set([2]);
    expect(isListed(makeRow({ matchId: '1', eventId: 2 }), locked)).toBe(false);
    expect(isListed(makeRow({ matchId: '2', eventId: 4 }), locked)).toBe(true);
  });
});

describe('in play / today / tomorrow (local date of openDate)', () => {
  const rows = [
    makeRow({ matchId: 'live', inPlay: true, openDate: localIso(2025, 1, 15, 9) }),
    makeRow({ matchId: 'morning', openDate: localIso(2025, 1, 15, 0, 0) }),
    makeRow({ matchId: 'late', openDate: localIso(2025, 1, 15, 23, 59) }),
    makeRow({ matchId: 'midnight', openDate: localIso(2025, 1, 16, 0, 0) }),
    makeRow({ matchId: 'tomorrow-late', openDate: localIso(2025, 1, 16, 23, 59) }),
    makeRow({ matchId: 'later', openDate: localIso(2025, 1, 17, 0, 0) }),
    makeRow({ matchId: 'winner', marketName: 'Winner', openDate: localIso(2025, 1, 15, 18) }),
    makeRow({ matchId: 'declared', declared: true, openDate: localIso(2025, 1, 15, 18) }),
  ];
  const ids = (list: { matchId: string }[]) => list.map((r) => r.matchId);

  it('splits listed rows, in-play first and by local calendar day', () => {
    const split = splitEvents(rows, NOW);
    expect(ids(split.inplay)).toEqual(['live']);
    expect(ids(split.today)).toEqual(['morning', 'late']);
    expect(ids(split.tomorrow)).toEqual(['midnight', 'tomorrow-late']);
    expect(ids(split.all)).toEqual(['live', 'morning', 'late', 'midnight', 'tomorrow-late', 'later']);
  });

  it('counts the first Match Odds summary as in play too', () => {
    const row = makeRow({ matchId: 'x', openDate: localIso(2025, 1, 16, 10) });
    row.matchOdds[0]!.inplay = true;
    expect(dayBucket(row, NOW)).toBe('inplay');
  });

  it('moves on at midnight', () => {
    const justAfter = new Date(2025, 0, 16, 0, 1);
    const split = splitEvents(rows, justAfter);
    expect(ids(split.today)).toEqual(['morning', 'late', 'midnight', 'tomorrow-late']);
    expect(ids(split.tomorrow)).toEqual(['later']);
  });
});

describe('opening a row', () => {
  it('keeps Match Odds and the tie / toss / complete markets only', () => {
    const row = makeRow({ matchId: '40000012' });
    expect(currentMarketsOf(row).map((m) => m.marketName)).toEqual([
      'Match Odds',
      'Tied Match',
      'To Win the Toss',
      'Completed Match',
    ]);
    expect(currentMarketsOf(row)[0]).toEqual({ marketId: '1.4000001201', marketName: 'Match Odds' });
  });

  it('builds the full market URL with gameTime, eventName and inplay', () => {
    const row = makeRow({
      matchId: '40000012',
      eventName: 'India v Pakistan & Co',
      openDate: '2025-01-15T10:00:00.000Z',
      inPlay: true,
    });
    const url = fullMarketUrl(row);
    expect(url).toBe(
      '/fullmarket/4/4001/40000012?gameTime=2025-01-15T10%3A00%3A00.000Z&eventName=India%20v%20Pakistan%20%26%20Co&inplay=true',
    );
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('eventName')).toBe('India v Pakistan & Co');
    expect(params.get('gameTime')).toBe('2025-01-15T10:00:00.000Z');
  });
});

describe('row display helpers', () => {
  it('puts the draw in the X column and leaves it blank for two runners', () => {
    const soccer = makeRow({ matchId: '1', eventId: 1 });
    soccer.matchOdds[0]!.runners = [
      { selectionId: '1', runnerName: 'Spain', back: 2, lay: 2.02 },
      { selectionId: '2', runnerName: 'Italy', back: 4, lay: 4.1 },
      { selectionId: '3', runnerName: 'The Draw', back: 3.3, lay: 3.35 },
    ];
    expect(oddsColumns(soccer).map((c) => c?.runnerName ?? null)).toEqual(['Spain', 'The Draw', 'Italy']);
    expect(oddsColumns(makeRow({ matchId: '2' })).map((c) => c?.runnerName ?? null)).toEqual([
      'Home',
      null,
      'Away',
    ]);
    expect(oddsColumns(makeRow({ matchId: '3', matchOdds: [] }))).toEqual([null, null, null]);
  });

  it('formats prices and local open dates', () => {
    expect(formatPrice(1.8500001)).toBe('1.85');
    expect(formatPrice(0)).toBe('-');
    expect(formatOpenDate(localIso(2025, 1, 15, 19, 5), NOW)).toBe('Today 19:05');
    expect(formatOpenDate(localIso(2025, 1, 16, 9, 0), NOW)).toBe('Tomorrow 09:00');
    expect(formatOpenDate(localIso(2025, 1, 18, 14, 30), NOW)).toBe('Sat 18 Jan 14:30');
    expect(formatOpenDate('not a date', NOW)).toBe('');
  });

  it('groups by competition and collects the data credits once', () => {
    const rows = [
      makeRow({ matchId: '1', competitionId: 'a', competitionName: 'A' }),
      makeRow({ matchId: '2', competitionId: 'b', competitionName: 'B', attribution: '' }),
      makeRow({ matchId: '3', competitionId: 'a', competitionName: 'A', attribution: 'openfootball, CC0' }),
    ];
    expect(groupByCompetition(rows).map((g) => [g.competitionName, g.rows.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(attributionsOf(rows)).toEqual([
      'Cricket data from Cricsheet (cricsheet.org), ODC-BY 1.0',
      'openfootball, CC0',
    ]);
  });
});

describe('firstRowsOfGroups (a long list built a few rows a task, issue 18)', () => {
  const group = (id: string, n: number) => ({
    id,
    rows: Array.from({ length: n }, (_, i) => makeRow({ matchId: `${id}${i}` })),
  });
  const ids = (shown: { group: { id: string }; rows: readonly unknown[] }[]) =>
    shown.map((s) => `${s.group.id}:${s.rows.length}`);
  const groups = [group('a', 5), group('b', 0), group('c', 6)];

  it('keeps the groups the first rows reach, the last one cut at the limit', () => {
    expect(ids(firstRowsOfGroups(groups, 3))).toEqual(['a:3']);
    expect(ids(firstRowsOfGroups(groups, 5))).toEqual(['a:5']);
    // An empty group (a failed list) takes one place.
    expect(ids(firstRowsOfGroups(groups, 6))).toEqual(['a:5', 'b:0']);
    expect(ids(firstRowsOfGroups(groups, 8))).toEqual(['a:5', 'b:0', 'c:2']);
    expect(ids(firstRowsOfGroups(groups, 12))).toEqual(['a:5', 'b:0', 'c:6']);
  });

  it('returns every group with all its rows for Infinity, and none for 0', () => {
    const all = firstRowsOfGroups(groups, Infinity);
    expect(all.map((s) => s.group)).toEqual(groups);
    expect(all.every((s) => s.rows === s.group.rows)).toBe(true);
    expect(firstRowsOfGroups(groups, 0)).toEqual([]);
  });
});
