import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShellFirst, SHELL_STAGE, useShellStage } from './shellFirst';

function Frame() {
  const stage = useShellStage();
  return (
    <div>
      <header>shell</header>
      {stage >= SHELL_STAGE.page ? <p>page</p> : <p>waiting</p>}
      {stage >= SHELL_STAGE.all ? <footer>footer</footer> : null}
    </div>
  );
}

describe('useShellStage (issue 18: the first render builds the header, then the page, then the rest)', () => {
  it('shows everything at once unless asked to stage', () => {
    render(<Frame />);
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
  });

  it('after renderShellFirst, builds the header, then the page, then the footer, a task apart; later mounts at once', async () => {
    renderShellFirst();
    const first = render(<Frame />);
    expect(screen.getByText('shell')).toBeTruthy();
    expect(screen.queryByText('page')).toBeNull();
    expect(screen.queryByText('footer')).toBeNull();
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();
    expect(await screen.findByText('footer')).toBeTruthy();
    first.unmount();
    render(<Frame />);
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
  });
});
