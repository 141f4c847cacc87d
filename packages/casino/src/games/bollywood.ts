import { pending } from './pending';
export const btable = pending('btable', 'Bollywood Casino', 26);
