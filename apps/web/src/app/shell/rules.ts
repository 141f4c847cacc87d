/** Rules modal content (docs/rules/specification.md §9 'Rules modal content'), one rule a line. */
export const RULES = [
  'Any query about a bet must be raised within 7 days.',
  'One Day Internationals (ODI): session comparisons are made at 25 overs.',
  'T20 matches: session comparisons are made at 10 overs.',
  'Test matches, 1st day sessions: minimums of 25, 50 and 80 overs.',
  'Lambi: minimum 70 overs.',
  'Advance special markets in Test matches are valid only after 300 overs.',
  'Advance fancy is suspended 60 minutes before the match starts.',
  'If a new toss is held on a reserve day, bets placed after 30 minutes before the original start are void.',
  'Using two IDs from the same IP address cancels the winnings.',
] as const;
