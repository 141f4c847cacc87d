export { cachedMinMax, DEFAULT_MIN_MAX } from './service';
