export { seedAccountDemo } from './seed';
