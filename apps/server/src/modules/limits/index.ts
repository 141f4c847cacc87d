export { cachedMinMax, forgetMinMax, houseCapOf, minMaxOf, setHouseCap, sportLocksOf } from './service';
export { setSportLocks, setUserLocks, type UserLocks, userLocksOf, userLocksOfUser } from './locks';
export { checkMinMax, setMinMax } from './stake-limits';
