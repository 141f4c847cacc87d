/** Dark/light theme (docs/rules/specification.md §2 Theme toggle): stored locally, defaults to the system setting. */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const TOGGLE_POSITION_KEY = 'themeTogglePosition';

export function storedTheme(): Theme | null {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'dark' || value === 'light' ? value : null;
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Sets `data-theme` on the root element. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export interface Position {
  x: number;
  y: number;
}

/** Keeps a point inside the viewport with room for an element of `size` px. */
export function clampPosition(pos: Position, size: number): Position {
  const maxX = Math.max(0, window.innerWidth - size);
  const maxY = Math.max(0, window.innerHeight - size);
  return { x: Math.min(Math.max(0, pos.x), maxX), y: Math.min(Math.max(0, pos.y), maxY) };
}

export function storedPosition(size: number): Position | null {
  try {
    const raw = localStorage.getItem(TOGGLE_POSITION_KEY);
    if (!raw) return null;
    const pos = JSON.parse(raw) as Partial<Position>;
    if (typeof pos.x !== 'number' || typeof pos.y !== 'number') return null;
    return clampPosition({ x: pos.x, y: pos.y }, size);
  } catch {
    return null;
  }
}
