import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamIndicator } from './StreamIndicator';

describe('StreamIndicator', () => {
  it('says Polling, as a status with an accessible name, while the stream is not live', () => {
    render(<StreamIndicator />);
    const indicator = screen.getByRole('status', { name: /^Polling: / });
    expect(indicator.textContent).toBe('Polling');
    expect(indicator.dataset.status).toBe('polling');
  });
});
