/**
 * Errors in the openfootball files as shipped in data/soccer/, found by `goalProblems` (every
 * other one of the 294 matches is consistent). Each fix is the smallest change that makes the
 * match agree with its own goal list and with the published result (UEFA / FIFA match reports);
 * the tests check that each listed match really is inconsistent as published and consistent
 * after the fix, so a fix that upstream has made itself shows up as a failing test.
 */
import type { SourceMatch } from './soccerSource';

export interface SoccerCorrection {
  id: string;
  /** The match's teams, checked before applying so a renumbered file cannot take a wrong fix. */
  teams: [string, string];
  reason: string;
  apply(m: SourceMatch): SourceMatch;
}

const withScore = (m: SourceMatch, score: Partial<SourceMatch['score']>): SourceMatch => ({
  ...m,
  score: { ...m.score, ...score },
});

export const SOCCER_CORRECTIONS: readonly SoccerCorrection[] = [
  {
    id: 'euro2020-048',
    teams: ['Ukraine', 'England'],
    reason:
      "Ukraine 0-4 England (QF, 3 Jul 2021): England's goals (Kane 4', Maguire 46', Kane 50', Henderson 63') " +
      'are listed in goals1 (Ukraine); swapped into goals2.',
    apply: (m) => ({ ...m, goals: [m.goals[1], m.goals[0]] }),
  },
  {
    id: 'euro2024-040',
    teams: ['England', 'Slovakia'],
    reason:
      'England 2-1 Slovakia (R16, 30 Jun 2024) was 1-1 after 90 minutes (Bellingham 90+5) and won by ' +
      "Kane's 91st-minute goal in extra time; the file gives ft 2-1 and no et. ft 1-1, et 2-1.",
    apply: (m) => withScore(m, { ft: [1, 1], et: [2, 1] }),
  },
  {
    id: 'euro2024-045',
    teams: ['Spain', 'Germany'],
    reason:
      'Spain 2-1 Germany (QF, 5 Jul 2024) was 1-1 after 90 minutes (Olmo 51, Wirtz 89) and won by ' +
      "Merino's 119th-minute goal in extra time; the file gives ft 2-1 and no et. ft 1-1, et 2-1.",
    apply: (m) => withScore(m, { ft: [1, 1], et: [2, 1] }),
  },
  {
    id: 'wc2014-054',
    teams: ['Germany', 'Algeria'],
    reason: "Germany 2-1 Algeria (R16, 30 Jun 2014): Djabou's goal is minute 121, i.e. 120+1.",
    apply: (m) => ({
      ...m,
      goals: [m.goals[0], m.goals[1].map((g) => (g.minute === 121 ? { ...g, minute: 120, offset: 1 } : g))],
    }),
  },
  {
    id: 'wc2018-047',
    teams: ['Japan', 'Poland'],
    reason: "Japan 0-1 Poland (28 Jun 2018): the only goal is Bednarek's at 59'; ht 0-1 -> 0-0.",
    apply: (m) => withScore(m, { ht: [0, 0] }),
  },
  {
    id: 'wc2018-048',
    teams: ['Senegal', 'Colombia'],
    reason: "Senegal 0-1 Colombia (28 Jun 2018): the only goal is Mina's at 74'; ht 0-1 -> 0-0.",
    apply: (m) => withScore(m, { ht: [0, 0] }),
  },
  {
    id: 'wc2022-029',
    teams: ['Japan', 'Spain'],
    reason: "Japan 2-1 Spain (1 Dec 2022): Morata scored at 11', Japan after the break; ht 0-0 -> 0-1.",
    apply: (m) => withScore(m, { ht: [0, 1] }),
  },
  {
    id: 'wc2022-041',
    teams: ['Serbia', 'Switzerland'],
    reason:
      "Serbia 2-3 Switzerland (2 Dec 2022): Shaqiri 20', Mitrovic 26', Vlahovic 35', Embolo 44'; ht 2-1 -> 2-2.",
    apply: (m) => withScore(m, { ht: [2, 2] }),
  },
  {
    id: 'wc2022-058',
    teams: ['Netherlands', 'Argentina'],
    reason: "Netherlands 2-2 Argentina (QF, 9 Dec 2022): Molina scored for Argentina at 35'; ht 1-0 -> 0-1.",
    apply: (m) => withScore(m, { ht: [0, 1] }),
  },
];
