/**
 * Expected goals from pre-match strengths and the Dixon-Coles score grid. Sources: Dixon & Coles
 * (1997), "Modelling association football scores and inefficiencies in the football betting
 * market", JRSS C 46(2) (independent Poisson scores with the low-score dependence factor tau);
 * docs/rules/sports.md "Pricing: Soccer" (2.55 goals per 90, rho about -0.1).
 */
import { GOALS_PER_90 } from './goal-time';

/** Dixon-Coles low-score dependence used by default (docs/rules/sports.md: "rho about -0.1"). */
export const DEFAULT_RHO = -0.1;

/** Default largest goal count per side kept in a score grid (mass beyond it is renormalised away). */
export const DEFAULT_MAX_GOALS = 10;

/**
 * Home multiplier on the home side's share used when `homeAdvantage: true`, of the order of the
 * home effect estimated by Dixon & Coles (1997). World Cup and Euro venues are neutral by default.
 */
export const DEFAULT_HOME_ADVANTAGE = 1.3;

/** Expected goals for the two sides of a match over 90 minutes. */
export interface ExpectedGoals {
  /** Home (first-named) side's expected goals per 90 minutes. */
  lambda: number;
  /** Away (second-named) side's expected goals per 90 minutes. */
  mu: number;
}

/** Options for expectedGoals. */
export interface ExpectedGoalsOptions {
  /**
   * Home advantage: false / omitted = neutral venue (default); true = DEFAULT_HOME_ADVANTAGE; a
   * number = that multiplier (> 0) on the home side's strength.
   */
  homeAdvantage?: boolean | number;
}

function checkNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be finite and >= 0: ${value}`);
}

/**
 * Splits a match's expected total goals between the sides in proportion to their pre-match
 * strength ratings (positive numbers on a ratio scale, e.g. 1.2 vs 0.8 gives a 60/40 split):
 * lambda = total * h*sH / (h*sH + sA), mu = total - lambda, where h is the home advantage (1 at a
 * neutral venue). The total stays `totalGoals` (default 2.55 per 90, docs/rules/sports.md).
 * Throws RangeError for a non-positive or non-finite strength or multiplier, or a negative total.
 */
export function expectedGoals(
  strengthHome: number,
  strengthAway: number,
  totalGoals: number = GOALS_PER_90,
  opts: ExpectedGoalsOptions = {},
): ExpectedGoals {
  for (const [name, s] of [
    ['strengthHome', strengthHome],
    ['strengthAway', strengthAway],
  ] as const) {
    if (!Number.isFinite(s) || s <= 0) throw new RangeError(`${name} must be > 0: ${s}`);
  }
  checkNonNegative('totalGoals', totalGoals);
  const flag = opts.homeAdvantage ?? false;
  const h = flag === true ? DEFAULT_HOME_ADVANTAGE : flag === false ? 1 : flag;
  if (!Number.isFinite(h) || h <= 0) throw new RangeError(`homeAdvantage must be > 0: ${h}`);
  const lambda = (totalGoals * h * strengthHome) / (h * strengthHome + strengthAway);
  return { lambda, mu: totalGoals - lambda };
}

/** Poisson probabilities P(X = k), k = 0..max, for mean `mean` (mean 0 gives [1, 0, ...]). */
function poissonPmf(mean: number, max: number): Float64Array {
  const out = new Float64Array(max + 1);
  let term = Math.exp(-mean);
  out[0] = term;
  for (let k = 1; k <= max; k++) {
    term = (term * mean) / k;
    out[k] = term;
  }
  return out;
}

/**
 * Dixon-Coles dependence factor tau(i, j) for the low scores (Dixon & Coles 1997, eq. 4.2):
 * 0-0: 1 - lambda*mu*rho; 0-1: 1 + lambda*rho; 1-0: 1 + mu*rho; 1-1: 1 - rho; otherwise 1.
 * With rho < 0 it raises 0-0 and 1-1 and lowers 1-0 and 0-1. Clamped at 0 when lambda, mu and rho
 * fall outside the paper's admissible range (tau would turn negative).
 */
export function dixonColesTau(i: number, j: number, lambda: number, mu: number, rho: number): number {
  let tau = 1;
  if (i === 0 && j === 0) tau = 1 - lambda * mu * rho;
  else if (i === 0 && j === 1) tau = 1 + lambda * rho;
  else if (i === 1 && j === 0) tau = 1 + mu * rho;
  else if (i === 1 && j === 1) tau = 1 - rho;
  return Math.max(0, tau);
}

/**
 * Score grid: grid[i][j] = P(home scores i, away scores j), i, j = 0..maxGoals, from independent
 * Poisson(lambda) and Poisson(mu) multiplied by the Dixon-Coles factor tau on 0-0, 1-0, 0-1, 1-1,
 * then renormalised to sum to 1 (this also returns the small mass beyond maxGoals to the grid).
 * Pass rho = 0 for plain independent Poisson. Shape: maxGoals + 1 rows of maxGoals + 1 entries.
 * Units: goals. Source: Dixon & Coles (1997) JRSS C; Dixon & Robinson (1998) for the in-play use.
 * Throws RangeError for a negative / non-finite lambda or mu, a non-finite rho, or maxGoals not an
 * integer >= 1.
 */
export function scoreGrid(
  lambda: number,
  mu: number,
  rho: number = DEFAULT_RHO,
  maxGoals: number = DEFAULT_MAX_GOALS,
): Float64Array[] {
  checkNonNegative('lambda', lambda);
  checkNonNegative('mu', mu);
  if (!Number.isFinite(rho)) throw new RangeError(`rho must be finite: ${rho}`);
  if (!Number.isInteger(maxGoals) || maxGoals < 1)
    throw new RangeError(`maxGoals must be an integer >= 1: ${maxGoals}`);
  const home = poissonPmf(lambda, maxGoals);
  const away = poissonPmf(mu, maxGoals);
  const grid: Float64Array[] = [];
  let total = 0;
  for (let i = 0; i <= maxGoals; i++) {
    const row = new Float64Array(maxGoals + 1);
    const pi = home[i]!;
    for (let j = 0; j <= maxGoals; j++) {
      const cell = pi * away[j]! * (i <= 1 && j <= 1 ? dixonColesTau(i, j, lambda, mu, rho) : 1);
      row[j] = cell;
      total += cell;
    }
    grid.push(row);
  }
  if (!(total > 0)) throw new RangeError(`score grid has no mass (lambda ${lambda}, mu ${mu}, rho ${rho})`);
  for (const row of grid) for (let j = 0; j <= maxGoals; j++) row[j] = row[j]! / total;
  return grid;
}
