export { cachedMinMax, houseCapOf, setHouseCap } from './service';
