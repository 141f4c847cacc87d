import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, mockFetch, signedIn } from '../../test/utils';
import { toQuickStakes } from '../settings';
import { Chips } from './components/Chips';
import { CasinoTable } from './components/CasinoTable';
import { chipStyle, chipValues, DEFAULT_CHIPS } from './slip';
import { casinoServer, GAMES, renderCasino } from './testData';

const chipButtons = () => within(screen.getByTestId('chips')).getAllByRole('button');

describe('chips (docs/rules/specification.md §9)', () => {
  it('write 1000 and above as k', () => {
    render(<Chips values={[...DEFAULT_CHIPS, 999, 2500, 150000]} selected={null} onChip={() => undefined} />);
    expect(chipButtons().map((b) => b.textContent)).toEqual([
      '100',
      '200',
      '500',
      '1k',
      '2k',
      '5k',
      '10k',
      '20k',
      '999',
      '2.5k',
      '150k',
    ]);
    expect(chipButtons()[3]!.getAttribute('aria-label')).toBe('Chip 1k');
  });

  it('cycle the four chip images by index modulo 4', () => {
    render(
      <Chips
        values={[100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50]}
        selected={null}
        onChip={() => undefined}
      />,
    );
    expect(chipButtons().map((b) => b.dataset.chipStyle)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '0',
      '1',
      '2',
      '3',
      '0',
    ]);
    expect(chipButtons()[5]!.className).toContain('cas-chip--1');
    expect([0, 1, 4, 7, 8, -1].map(chipStyle)).toEqual([0, 1, 0, 3, 0, 3]);
    // Each style draws its own artwork.
    const fills = chipButtons()
      .slice(0, 4)
      .map((b) => b.querySelector('circle')?.getAttribute('fill'));
    expect(new Set(fills).size).toBe(4);
  });

  it('report taps; the chosen chip is pressed', async () => {
    const onChip = vi.fn();
    render(<Chips values={[100, 200]} selected={1} onChip={onChip} />);
    expect(chipButtons().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    await userEvent.click(chipButtons()[0]!);
    expect(onChip).toHaveBeenCalledWith(0);
  });

  it('default to 100..20000 and are replaced by the saved stakes', () => {
    expect(chipValues([])).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 20000]);
    expect(chipValues([0, 0, 0, 0, 0, 0, 0, 0])).toEqual([...DEFAULT_CHIPS]);
    expect(chipValues([150, 0, 2500])).toEqual([150, 2500]);
  });

  it('on a table show the user saved stakes, and a second tap deselects the chip', async () => {
    mockFetch(casinoServer());
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, {
      state: {
        ...signedIn(),
        branding: { config: brand },
        stakes: { stakes: toQuickStakes([150, 300, 750, 1500, 3000, 7500, 15000, 25000]) },
      },
    });
    await screen.findByTestId('back-1');
    expect(chipButtons().map((b) => b.textContent)).toEqual([
      '150',
      '300',
      '750',
      '1.5k',
      '3k',
      '7.5k',
      '15k',
      '25k',
    ]);
    await userEvent.click(chipButtons()[2]!);
    expect(chipButtons()[2]!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(chipButtons()[2]!);
    expect(chipButtons()[2]!.getAttribute('aria-pressed')).toBe('false');
  });
});
