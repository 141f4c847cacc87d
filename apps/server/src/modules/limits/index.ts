export { cachedMinMax } from './service';
