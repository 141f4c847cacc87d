import { pending } from './pending';
export const baccarat = pending('baccarat', 'Baccarat', 37);
