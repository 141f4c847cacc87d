import { pending } from './pending';
export const poker20 = pending('poker20', '20-20 Poker', 12);
