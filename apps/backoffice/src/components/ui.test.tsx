import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmButton, FormResult } from './ui';

describe('FormResult', () => {
  it("shows the form's own problem and the API's message together, a success only without an error", () => {
    const { rerender } = render(
      <FormResult problem="Choose both dates." error={{ status: 400, data: { message: 'Bad range' } }} />,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Choose both dates.',
      'Bad range',
    ]);
    rerender(<FormResult problem={null} success="Saved." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    rerender(<FormResult />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ConfirmButton', () => {
  it('runs onConfirm only after the operator confirms in the dialog', () => {
    let confirmed = 0;
    render(
      <ConfirmButton
        label="Delete notice"
        title="Delete this notice?"
        confirmLabel="Delete"
        onConfirm={() => confirmed++}
      >
        The notice leaves the site.
      </ConfirmButton>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete notice' }));
    expect(screen.getByRole('dialog', { name: 'Delete this notice?' }).textContent).toContain(
      'The notice leaves the site.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmed).toBe(1);
  });
});
