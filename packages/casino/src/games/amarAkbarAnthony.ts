import { pending } from './pending';
export const aaa = pending('aaa', 'Amar Akbar Anthony', 27);
