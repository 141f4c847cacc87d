import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Harness({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">After</button>
      {open ? (
        <Modal title="Hello" onClose={() => setOpen(false)} testId="m" footer={footer}>
          {children ?? <input aria-label="Inside" />}
        </Modal>
      ) : null}
    </>
  );
}

/** A modal whose footer has OK (closes) and Cancel, and whose body has a field and a link. */
const fullModal = (
  <Harness
    footer={
      <>
        <button type="button">Cancel</button>
        <button type="button">OK</button>
      </>
    }
  >
    <input aria-label="Amount" />
    <a href="#rules">Rules</a>
    <button type="button" disabled>
      Disabled
    </button>
  </Harness>
);

const focusedName = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, focused inside, closed by Escape', async () => {
    const ui = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await ui.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Inside' }));
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

  it('keeps Tab and Shift+Tab inside: Close, the body, the footer, then round again', async () => {
    const ui = userEvent.setup();
    render(fullModal);
    await ui.click(screen.getByRole('button', { name: 'Open' }));
    // Opens on the first field of the body.
    expect(focusedName()).toBe('Amount');
    const forward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await ui.tab();
      forward.push(focusedName());
    }
    // The disabled button is skipped; after OK the focus wraps to the close icon, never to "After".
    expect(forward).toEqual(['Rules', 'Cancel', 'OK', 'Close', 'Amount']);
    const backward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await ui.tab({ shift: true });
      backward.push(focusedName());
    }
    expect(backward).toEqual(['Close', 'OK', 'Cancel', 'Rules', 'Amount']);
  });

  it('gives the focus back to the opener when closed from a footer button by keyboard', async () => {
    const ui = userEvent.setup();
    function WithOk() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Before</button>
          <button type="button" onClick={() => setOpen(true)}>
            Rules
          </button>
          {open ? (
            <Modal
              title="Rules"
              onClose={() => setOpen(false)}
              footer={
                <button type="button" onClick={() => setOpen(false)}>
                  OK
                </button>
              }
            >
              <p>Text only.</p>
            </Modal>
          ) : null}
        </>
      );
    }
    render(<WithOk />);
    await ui.tab();
    await ui.tab();
    expect(focusedName()).toBe('Rules');
    await ui.keyboard('{Enter}');
    // No field in the body: the dialog itself has the focus (its name is read first).
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(document.activeElement).toBe(dialog);
    await ui.tab();
    expect(focusedName()).toBe('Close');
    await ui.tab();
    expect(focusedName()).toBe('OK');
    await ui.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusedName()).toBe('Rules');
  });

  it('pulls a focus left outside (a click on the backdrop) back in on Tab', async () => {
    const ui = userEvent.setup();
    render(fullModal);
    await ui.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await ui.tab();
    expect(focusedName()).toBe('Close');
    (document.activeElement as HTMLElement).blur();
    await ui.tab({ shift: true });
    expect(focusedName()).toBe('OK');
  });

  it('starts on the element marked data-autofocus', async () => {
    const ui = userEvent.setup();
    render(
      <Harness
        footer={
          <button type="button" data-autofocus>
            Confirm
          </button>
        }
      />,
    );
    await ui.click(screen.getByRole('button', { name: 'Open' }));
    expect(focusedName()).toBe('Confirm');
  });

  it('when not dismissable: no close icon, Escape ignored, an alert dialog described by its body', async () => {
    const ui = userEvent.setup();
    function Check() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Modal
          title="Reality check"
          dismissable={false}
          role="alertdialog"
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Continue
            </button>
          }
        >
          <p>You have been signed in for 1 h.</p>
        </Modal>
      ) : null;
    }
    render(<Check />);
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You have been signed in for 1 h.',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await ui.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await ui.tab();
    expect(focusedName()).toBe('Continue');
    await ui.tab();
    expect(focusedName()).toBe('Continue');
  });

  it('with two modals open, Escape closes only the top one and the focus goes back into the first', async () => {
    const ui = userEvent.setup();
    function Stacked() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFirst(true)}>
            Open
          </button>
          {first ? (
            <Modal title="First" onClose={() => setFirst(false)}>
              <button type="button" onClick={() => setSecond(true)}>
                More
              </button>
            </Modal>
          ) : null}
          {second ? (
            <Modal title="Second" onClose={() => setSecond(false)}>
              <input aria-label="Note" />
            </Modal>
          ) : null}
        </>
      );
    }
    render(<Stacked />);
    await ui.click(screen.getByRole('button', { name: 'Open' }));
    await ui.click(screen.getByRole('button', { name: 'More' }));
    expect(focusedName()).toBe('Note');
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    expect(focusedName()).toBe('More');
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusedName()).toBe('Open');
  });
});
