import type { CasinoType, Game } from '../types';

/** Placeholder for a game whose engine is being written; every call throws. Remove when all are built. */
export function pending(type: CasinoType, name: string, tableNo: number): Game {
  const fail = (): never => {
    throw new Error(`${type} engine not built yet`);
  };
  return { type, name, tableNo, markets: [], deal: fail, settle: fail, liveCards: fail, expectedRtp: fail };
}
