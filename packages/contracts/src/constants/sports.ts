/**
 * The sports with markets, in the order the site lists them (docs/rules/specification.md §3 Sport:
 * Cricket 4, Tennis 2, Soccer 1; §2 Navigation), each with the route of its page
 * (docs/rules/specification.md §2 Routes). The one list of the server's sport rows and locks and
 * of every sports list of the web app; a list in another order (the mobile Quick Links) picks
 * from it by id.
 */
export const SPORTS = [
  { id: 4, name: 'Cricket', path: '/cricket' },
  { id: 2, name: 'Tennis', path: '/tennis' },
  { id: 1, name: 'Soccer', path: '/soccer' },
] as const;
export type Sport = (typeof SPORTS)[number];
export type SportId = Sport['id'];

/** The sport of a sport type id, or undefined for any other id (the casino's 99 included). */
export const sportById = (id: number): Sport | undefined => SPORTS.find((s) => s.id === id);

/**
 * The Casino entry that closes the sports lists (docs/rules/specification.md §2 Navigation "Sport
 * names and Casino", §3 Sport: Casino has no id): its name is also the `sportsName` of every
 * casino bet and the bet history's casino filter.
 */
export const CASINO_SPORT = { name: 'Casino', path: '/casino' } as const;

/** Fancy categories (docs/rules/specification.md §2 Full market page). */
export const FANCY_CATEGORIES = [
  'runs',
  'boundaries',
  'wickets',
  'balls_faced',
  'extras',
  'dot_balls',
  'partnerships',
  'impact',
  'scorers',
  'bowlers',
] as const;
export type FancyCategory = (typeof FANCY_CATEGORIES)[number];
