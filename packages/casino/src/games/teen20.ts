import { pending } from './pending';
export const teen20 = pending('teen20', '20-20 Teenpatti', 11);
