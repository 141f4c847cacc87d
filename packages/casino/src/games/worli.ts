import { pending } from './pending';
export const worli2 = pending('worli2', 'Instant Worli', 23);
