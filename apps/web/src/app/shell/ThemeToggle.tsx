import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { MoonIcon, SunIcon } from '../../shared/icons';
import {
  TOGGLE_POSITION_KEY,
  THEME_KEY,
  applyTheme,
  clampPosition,
  initialTheme,
  storedPosition,
  type Position,
  type Theme,
} from './theme';

const SIZE = 44;
/** Movement (px) after which a press is a drag, not a click. */
const DRAG_THRESHOLD = 5;

interface Drag {
  startX: number;
  startY: number;
  originX: number;
  originY: number;
  moved: boolean;
}

/**
 * Floating dark/light switch (docs/rules/specification.md §2). Click toggles; dragging (pointer events) moves it and the
 * position is stored. Keyboard: a normal button.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [position, setPosition] = useState<Position | null>(() => storedPosition(SIZE));
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);

  useEffect(() => applyTheme(theme), [theme]);

  const toPosition = (d: Drag, event: PointerEvent) =>
    clampPosition({ x: d.originX + event.clientX - d.startX, y: d.originY + event.clientY - d.startY }, SIZE);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      originX: rect.left,
      originY: rect.top,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(event.clientX - d.startX, event.clientY - d.startY) < DRAG_THRESHOLD) return;
    d.moved = true;
    setPosition(toPosition(d, event));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    const final = toPosition(d, event);
    setPosition(final);
    localStorage.setItem(TOGGLE_POSITION_KEY, JSON.stringify(final));
    justDragged.current = true;
  };
  const onClick = () => {
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className="theme-toggle"
      data-testid="theme-toggle"
      aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      title="Theme (drag to move)"
      style={position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={onClick}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
