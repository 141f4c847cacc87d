import { pending } from './pending';
export const card32 = pending('card32', '32 Cards A', 18);
export const card32eu = pending('card32eu', '32 Cards B', 29);
