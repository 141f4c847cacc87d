import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShellFirst, useShellFirst } from './shellFirst';

function Frame() {
  const showPage = useShellFirst();
  return (
    <div>
      <header>shell</header>
      {showPage ? <p>page</p> : <p>waiting</p>}
    </div>
  );
}

describe('useShellFirst (issue 18: the shell renders a task before the first page)', () => {
  it('shows the page at once unless asked to hold it', () => {
    render(<Frame />);
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('after renderShellFirst, holds the first page for one task, then shows it; later mounts at once', async () => {
    renderShellFirst();
    const first = render(<Frame />);
    expect(screen.getByText('shell')).toBeTruthy();
    expect(screen.queryByText('page')).toBeNull();
    expect(await screen.findByText('page')).toBeTruthy();
    first.unmount();
    render(<Frame />);
    expect(screen.getByText('page')).toBeTruthy();
  });
});
