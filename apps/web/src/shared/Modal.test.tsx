import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Hello" onClose={() => setOpen(false)} testId="m">
          <input aria-label="Inside" />
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, focused inside, closed by Escape', async () => {
    const ui = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await ui.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the close icon', async () => {
    const ui = userEvent.setup();
    render(<Harness />);
    await ui.click(screen.getByRole('button', { name: 'Open' }));
    await ui.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('m')).toBeNull();
  });
});
