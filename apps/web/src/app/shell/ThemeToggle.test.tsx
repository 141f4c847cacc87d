import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THEME_KEY, TOGGLE_POSITION_KEY } from './theme';
import { ThemeToggle } from './ThemeToggle';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('ThemeToggle', () => {
  it('defaults to the system setting and stores the choice', async () => {
    prefersDark(true);
    render(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    await userEvent.click(screen.getByTestId('theme-toggle'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('uses the stored theme over the system one', () => {
    prefersDark(true);
    localStorage.setItem(THEME_KEY, 'light');
    render(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('dragging moves it, stores the position and does not toggle', () => {
    prefersDark(false);
    render(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 60, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 60, clientY: 80, pointerId: 1 });
    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe('light');
    const stored = JSON.parse(localStorage.getItem(TOGGLE_POSITION_KEY) ?? 'null') as {
      x: number;
      y: number;
    };
    expect(stored).toEqual({ x: 50, y: 70 });
    expect(button.style.left).toBe('50px');
  });
});
