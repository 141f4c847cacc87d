import { pending } from './pending';
export const teenOneDay = pending('Teen', 'Teenpatti One Day', 9);
