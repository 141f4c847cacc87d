import type { CasinoType, Game } from '../types';
import { aaa } from './amarAkbarAnthony';
import { baccarat } from './baccarat';
import { btable } from './bollywood';
import { card32, card32eu } from './cards32';
import { dt20, dt202, dt6 } from './dragonTiger';
import { lucky7, lucky7eu } from './lucky7';
import { poker20 } from './poker20';
import { teen20 } from './teen20';
import { teenOneDay } from './teenOneDay';
import { worli2 } from './worli';

/** Every playable table by type, in the spec's order (docs/rules/specification.md §3 Casino types). */
export const GAMES: Readonly<Record<CasinoType, Game>> = {
  teen20,
  lucky7,
  lucky7eu,
  dt20,
  aaa,
  card32,
  card32eu,
  dt202,
  poker20,
  Teen: teenOneDay,
  dt6,
  btable,
  baccarat,
  worli2,
};
