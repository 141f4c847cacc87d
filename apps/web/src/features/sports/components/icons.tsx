import { Svg } from '../../../shared/icons';

/** Small decorative icons of the sports lists (the text around them names them). */
const svg = (d: string, size = 16) => (
  <Svg size={size}>
    <path d={d} />
  </Svg>
);

export const TvIcon = () => svg('M3 7h18v12H3zM8 3l4 4 4-4', 14);
export const ChevronIcon = () => svg('M9 6l6 6-6 6');
export const SearchIcon = () => svg('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4', 18);
export const PlayIcon = () => svg('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM10 8l6 4-6 4Z', 18);
export const GridIcon = () => svg('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z', 18);
export const BallIcon = () =>
  svg('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18', 18);
