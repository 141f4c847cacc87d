import { pending } from './pending';
export const lucky7 = pending('lucky7', 'Lucky 7-A', 24);
export const lucky7eu = pending('lucky7eu', 'Lucky 7-B', 36);
