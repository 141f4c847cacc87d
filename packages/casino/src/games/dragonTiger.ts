import { pending } from './pending';
export const dt20 = pending('dt20', '20-20 Dragon Tiger', 25);
export const dt202 = pending('dt202', '20-20 Dragon Tiger 2', 40);
export const dt6 = pending('dt6', '1 Day Dragon Tiger', 28);
