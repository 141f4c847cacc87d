/**
 * Cricsheet ball-by-ball JSON -> `CricketReplay` (docs/rules/sports.md "Data"). Pure: takes the parsed
 * file, returns the replay; no I/O.
 *
 * Sources and semantics relied on:
 * - Cricsheet JSON format, data version 1.x (https://cricsheet.org/format/json/): `info` (teams,
 *   toss, outcome, overs, balls_per_over, event, venue, city, dates, players), `innings[]` with
 *   `team`, `overs[].over` (0-based over index), `overs[].deliveries[]`, optional `target`
 *   {runs, overs} on a chase (Cricsheet writes it on every chase, revised or not; `overs` uses
 *   cricket notation, so 13.5 means 13 overs and 5 balls) and `super_over: true`.
 * - Cricsheet has no ball number. A wide or a no-ball is not one of the over's balls (MCC Laws
 *   17.1, 21, 22), so a delivery whose `extras` has `wides` or `noballs` is not legal and the
 *   ball is bowled again; every other delivery is a legal ball.
 * - Wicket kinds: every entry of `wickets[]` is a dismissal that costs the batting side a wicket
 *   except a batter retiring not out. Cricsheet writes that as `retired hurt` (older files) or
 *   `retired not out` (newer); `retired out` is a wicket (MCC Law 25.4.2/25.4.3). None of the 26
 *   shipped files contains a retirement; the kinds present are caught, bowled, run out, lbw,
 *   caught and bowled, stumped and hit wicket.
 * - Innings-level `penalty_runs` {pre, post} has no place in `CricketInnings`; no shipped file
 *   has it, so the converter rejects it rather than silently dropping runs.
 */
import type { CricketBall, CricketFormat, CricketInnings, CricketReplay } from '../format';
import { arr, count, flag, type Json, num, obj, optStr, str } from './guards';

/** Dismissal kinds after which the batter is "retired not out": no wicket falls. */
export const NOT_OUT_KINDS: ReadonlySet<string> = new Set(['retired hurt', 'retired not out']);

/** Whether a Cricsheet wicket kind costs the batting side a wicket. */
export function countsAsWicket(kind: string): boolean {
  return !NOT_OUT_KINDS.has(kind);
}

/** Balls in a Cricsheet overs figure in cricket notation: 13.5 -> 83, 20 -> 120. */
export function oversToBalls(overs: number, ballsPerOver = 6): number {
  const whole = Math.floor(overs);
  const balls = Math.round((overs - whole) * 10);
  if (balls < 0 || balls >= ballsPerOver) throw new RangeError(`bad overs figure ${overs}`);
  return whole * ballsPerOver + balls;
}

/**
 * Venues Cricsheet lists without a `city` (the field is optional in its format). Checked against
 * the shipped files: only 1237181 (IPL 2020 final) lacks one.
 */
const VENUE_CITY: Readonly<Record<string, string>> = {
  'Dubai International Cricket Stadium': 'Dubai',
};

const EXTRA_KINDS = ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const;

function parseFormat(matchType: string, path: string): CricketFormat {
  // Cricsheet tags T20 internationals and franchise T20 (IPL) alike as "T20"; "IT20" appears for
  // some T20 internationals between associate members.
  if (matchType === 'T20' || matchType === 'IT20') return 'T20';
  if (matchType === 'ODI') return 'ODI';
  throw new TypeError(`${path}: unsupported match_type ${matchType}`);
}

function convertDelivery(
  raw: unknown,
  over: number,
  path: string,
  state: { runs: number; wickets: number; legalBalls: number },
): CricketBall {
  const d = obj(raw, path);
  const runs = obj(d.runs, `${path}.runs`);
  const batterRuns = count(runs.batter, `${path}.runs.batter`);
  const total = count(runs.total, `${path}.runs.total`);

  let extras: CricketBall['extras'];
  if (d.extras !== undefined) {
    const rawExtras = obj(d.extras, `${path}.extras`);
    for (const key of Object.keys(rawExtras)) {
      if (!(EXTRA_KINDS as readonly string[]).includes(key))
        throw new TypeError(`${path}.extras: unknown ${key}`);
    }
    for (const kind of EXTRA_KINDS) {
      const value = rawExtras[kind];
      if (value === undefined) continue;
      extras = { ...extras, [kind]: count(value, `${path}.extras.${kind}`) };
    }
  }
  const extraRuns = Object.values(extras ?? {}).reduce((a, b) => a + b, 0);
  if (batterRuns + extraRuns !== total || count(runs.extras, `${path}.runs.extras`) !== extraRuns) {
    throw new TypeError(`${path}: runs do not add up`);
  }
  const legal = extras?.wides === undefined && extras?.noballs === undefined;

  let wickets: CricketBall['wickets'];
  if (d.wickets !== undefined) {
    wickets = arr(d.wickets, `${path}.wickets`).map((w, i) => {
      const wicket = obj(w, `${path}.wickets[${i}]`);
      return {
        playerOut: str(wicket.player_out, `${path}.wickets[${i}].player_out`),
        kind: str(wicket.kind, `${path}.wickets[${i}].kind`),
      };
    });
  }

  state.runs += total;
  state.wickets += (wickets ?? []).filter((w) => countsAsWicket(w.kind)).length;
  if (legal) state.legalBalls += 1;

  const ball: CricketBall = {
    over,
    legalBalls: state.legalBalls,
    legal,
    batter: str(d.batter, `${path}.batter`),
    bowler: str(d.bowler, `${path}.bowler`),
    nonStriker: str(d.non_striker, `${path}.non_striker`),
    batterRuns,
    runs: total,
    score: { runs: state.runs, wickets: state.wickets },
  };
  if (extras) ball.extras = extras;
  if (wickets) ball.wickets = wickets;
  return ball;
}

function convertInnings(raw: unknown, path: string): CricketInnings {
  const inn = obj(raw, path);
  if (inn.penalty_runs !== undefined) throw new TypeError(`${path}: penalty_runs is not supported`);
  const state = { runs: 0, wickets: 0, legalBalls: 0 };
  const balls: CricketBall[] = [];
  arr(inn.overs, `${path}.overs`).forEach((o, i) => {
    const overPath = `${path}.overs[${i}]`;
    const over = obj(o, overPath);
    const index = count(over.over, `${overPath}.over`);
    arr(over.deliveries, `${overPath}.deliveries`).forEach((d, j) => {
      balls.push(convertDelivery(d, index, `${overPath}.deliveries[${j}]`, state));
    });
  });
  let target: CricketInnings['target'];
  if (inn.target !== undefined) {
    const t = obj(inn.target, `${path}.target`);
    target = { runs: count(t.runs, `${path}.target.runs`), overs: num(t.overs, `${path}.target.overs`) };
  }
  return {
    battingTeam: str(inn.team, `${path}.team`),
    superOver: flag(inn.super_over, `${path}.super_over`),
    ...(target && { target }),
    balls,
    total: { runs: state.runs, wickets: state.wickets, legalBalls: state.legalBalls },
  };
}

function convertOutcome(raw: unknown, path: string): CricketReplay['outcome'] {
  const o = obj(raw, path);
  const outcome: CricketReplay['outcome'] = {};
  const winner = optStr(o.winner, `${path}.winner`);
  if (winner !== undefined) outcome.winner = winner;
  const result = optStr(o.result, `${path}.result`);
  if (result !== undefined) {
    if (result !== 'tie' && result !== 'no result' && result !== 'draw') {
      throw new TypeError(`${path}.result: unknown ${result}`);
    }
    outcome.result = result;
  }
  if (o.by !== undefined) {
    const by = obj(o.by, `${path}.by`);
    outcome.by = {};
    if (by.runs !== undefined) outcome.by.runs = count(by.runs, `${path}.by.runs`);
    if (by.wickets !== undefined) outcome.by.wickets = count(by.wickets, `${path}.by.wickets`);
  }
  const method = optStr(o.method, `${path}.method`);
  if (method !== undefined) outcome.method = method;
  const eliminator = optStr(o.eliminator, `${path}.eliminator`);
  if (eliminator !== undefined) outcome.eliminator = eliminator;
  return outcome;
}

function players(raw: unknown, path: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [team, list] of Object.entries(obj(raw, path))) {
    out[team] = arr(list, `${path}.${team}`).map((p, i) => str(p, `${path}.${team}[${i}]`));
  }
  return out;
}

/**
 * Converts one Cricsheet match. `id` is the Cricsheet match id (the file name without `.json`).
 * Running score and legal-ball count restart at every innings, super overs included.
 */
export function convertCricket(id: string, raw: unknown): CricketReplay {
  const root = obj(raw, id);
  const info: Json = obj(root.info, `${id}.info`);
  const ballsPerOver =
    info.balls_per_over === undefined ? 6 : count(info.balls_per_over, `${id}.info.balls_per_over`);
  if (ballsPerOver !== 6) throw new TypeError(`${id}.info.balls_per_over: only 6-ball overs are supported`);
  const teams = arr(info.teams, `${id}.info.teams`).map((t, i) => str(t, `${id}.info.teams[${i}]`));
  const [home, away] = teams;
  if (teams.length !== 2 || home === undefined || away === undefined) {
    throw new TypeError(`${id}.info.teams: expected two teams`);
  }
  const dates = arr(info.dates, `${id}.info.dates`);
  const venue = str(info.venue, `${id}.info.venue`);
  const toss = obj(info.toss, `${id}.info.toss`);
  const decision = str(toss.decision, `${id}.info.toss.decision`);
  if (decision !== 'bat' && decision !== 'field')
    throw new TypeError(`${id}.info.toss.decision: ${decision}`);

  return {
    sport: 'cricket',
    id,
    format: parseFormat(str(info.match_type, `${id}.info.match_type`), `${id}.info.match_type`),
    competition: str(obj(info.event, `${id}.info.event`).name, `${id}.info.event.name`),
    // Cricsheet writes seasons as "2019" or "2020/21"; older files may hold a bare number.
    season: typeof info.season === 'number' ? String(info.season) : str(info.season, `${id}.info.season`),
    originalDate: str(dates[0], `${id}.info.dates[0]`),
    venue,
    city: optStr(info.city, `${id}.info.city`) ?? VENUE_CITY[venue] ?? '',
    teams: [home, away],
    players: players(info.players, `${id}.info.players`),
    toss: { winner: str(toss.winner, `${id}.info.toss.winner`), decision },
    ballsPerInnings: num(info.overs, `${id}.info.overs`) * ballsPerOver,
    innings: arr(root.innings, `${id}.innings`).map((inn, i) => convertInnings(inn, `${id}.innings[${i}]`)),
    outcome: convertOutcome(info.outcome, `${id}.info.outcome`),
  };
}
