import type { CasinoVerify } from '@backlay/contracts';
import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, json, mockFetch } from '../../test/utils';
import { CasinoTable } from './components/CasinoTable';
import { resultMark } from './results';
import { casinoServer, GAMES, renderCasino, TEEN_RESULT } from './testData';

const marks = (type: string, codes: string[]) =>
  codes.map((code) => {
    const m = resultMark(type, code);
    return `${m.letter}:${m.tone}`;
  });

describe('recent result letters and colours (docs/rules/specification.md §2, docs/rules/casino.md result encodings)', () => {
  it('Teen Patti and poker: A blue, B pink, tie T yellow', () => {
    expect(marks('teen20', ['1', '2', '0'])).toEqual(['A:blue', 'B:pink', 'T:yellow']);
    expect(marks('Teen', ['1', '2', '0'])).toEqual(['A:blue', 'B:pink', 'T:yellow']);
    expect(marks('poker20', ['11', '21', '1', '2', '0'])).toEqual([
      'A:blue',
      'B:pink',
      'A:blue',
      'B:pink',
      'T:yellow',
    ]);
  });

  it('Lucky 7: 1 is L (blue), 2 is H (pink), otherwise T (yellow)', () => {
    for (const type of ['lucky7', 'lucky7eu']) {
      expect(marks(type, ['1', '2', '0', '3'])).toEqual(['L:blue', 'H:pink', 'T:yellow', 'T:yellow']);
    }
  });

  it('Dragon Tiger: D blue, T pink, a tie yellow', () => {
    for (const type of ['dt20', 'dt202'])
      expect(marks(type, ['1', '2', '3'])).toEqual(['D:blue', 'T:pink', 'Tie:yellow']);
    expect(marks('dt6', ['1', '2', '0'])).toEqual(['D:blue', 'T:pink', 'Tie:yellow']);
    expect(resultMark('dt20', '2').meaning).toBe('Tiger');
  });

  it('Amar Akbar Anthony A/B/C, Bollywood A-F, 32 Cards 8-11, baccarat P/B/T, worli R', () => {
    expect(marks('aaa', ['1', '2', '3'])).toEqual(['A:blue', 'B:pink', 'C:green']);
    expect(marks('btable', ['1', '2', '3', '4', '5', '6'])).toEqual([
      'A:blue',
      'B:pink',
      'C:green',
      'D:purple',
      'E:orange',
      'F:teal',
    ]);
    expect(resultMark('btable', '1').meaning).toBe('DON');
    expect(marks('card32', ['1', '2', '3', '4'])).toEqual(['8:blue', '9:pink', '10:green', '11:purple']);
    expect(marks('card32eu', ['4'])).toEqual(['11:purple']);
    expect(marks('baccarat', ['1', '2', '3'])).toEqual(['P:blue', 'B:pink', 'T:yellow']);
    expect(marks('worli2', ['4', '0'])).toEqual(['R:green', 'R:green']);
  });

  it('an unknown type or code shows the code in a neutral colour', () => {
    expect(marks('war', ['7'])).toEqual(['7:neutral']);
    expect(marks('aaa', ['9'])).toEqual(['9:neutral']);
  });
});

const SEED = 'a3f9c2d1e8b7a6f5c4d3e2f1a0b9c8d7';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function proof(over: Partial<CasinoVerify> = {}): CasinoVerify {
  return {
    roundId: TEEN_RESULT.mid,
    casinoType: 'teen20',
    status: 'settled',
    commit: sha256(SEED),
    serverSeed: SEED,
    cards: ['KHH', '2CC', 'KDD', '7SS', '4HH', '9DD'],
    result: {
      win: '1',
      winnat: 'Player A',
      sids: [1, 2],
      rdesc: TEEN_RESULT.rdesc,
      cards: TEEN_RESULT.cards.split(','),
    },
    matches: true,
    ...over,
  };
}

function renderWithProof(verify: CasinoVerify) {
  mockFetch(
    casinoServer({
      'POST /api/sports/v1/casino/result': () => json({ status: true, data: TEEN_RESULT }),
      [`GET /api/casino/verify/${TEEN_RESULT.mid}`]: () => json({ status: true, data: verify }),
    }),
  );
  renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, {
    state: { branding: { config: brand } },
  });
}

describe('Recent Result strip and the result modal', () => {
  it('shows the letters with their colours; a tap opens the round with its cards and Winner badge', async () => {
    renderWithProof(proof());
    const strip = await screen.findAllByTestId('recent-result');
    expect(strip.map((b) => `${b.textContent}:${b.dataset.tone}`)).toEqual(['A:blue', 'B:pink', 'T:yellow']);
    expect(strip[0]!.className).toContain('cas-result--blue');
    expect(strip[0]!.getAttribute('aria-label')).toBe(`Round ${TEEN_RESULT.mid}: Player A`);
    await userEvent.click(strip[0]!);
    const modal = await screen.findByTestId('result-modal');
    expect(within(modal).getByRole('heading', { name: '20-20 Teenpatti' })).toBeTruthy();
    expect(within(modal).getByTestId('result-round-id').textContent).toBe(TEEN_RESULT.mid);
    expect(await within(modal).findByTestId('result-winner')).toBeTruthy();
    expect(within(modal).getByText('Winner')).toBeTruthy();
    expect(within(modal).getByTestId('result-winner').textContent).toBe('Player A');
    const cards = within(modal)
      .getAllByRole('img')
      .map((c) => c.getAttribute('aria-label'));
    // Player A holds cards 0, 2, 4 and Player B 1, 3, 5 (Decision 2).
    expect(cards).toEqual([
      'King of Hearts',
      'King of Diamonds',
      '4 of Hearts',
      '2 of Clubs',
      '7 of Spades',
      '9 of Diamonds',
    ]);
  });

  it('links to the round verification: commitment, seed, re-dealt cards and the checks', async () => {
    renderWithProof(proof());
    await userEvent.click((await screen.findAllByTestId('recent-result'))[0]!);
    const modal = await screen.findByTestId('result-modal');
    await within(modal).findByTestId('result-winner');
    await userEvent.click(within(modal).getByTestId('verify-round'));
    const section = await within(modal).findByTestId('round-verification');
    expect(within(section).getByTestId('verify-commit').textContent).toBe(sha256(SEED));
    expect(within(section).getByTestId('verify-seed').textContent).toBe(SEED);
    expect(
      await within(section).findByText('Verified: the cards come from the committed seed.'),
    ).toBeTruthy();
    expect(within(section).getByTestId('check-commit').textContent).toBe('Yes');
    expect(within(section).getByTestId('check-cards').textContent).toBe('Yes');
    expect(within(section).getByTestId('check-server').textContent).toBe('Yes');
  });

  it('flags a seed that does not hash to the commitment and cards that differ', async () => {
    renderWithProof(
      proof({
        commit: sha256('another seed'),
        result: { ...proof().result!, cards: ['KHH', '2CC', 'KDD', '7SS', '4HH', '8DD'] },
        matches: false,
      }),
    );
    await userEvent.click((await screen.findAllByTestId('recent-result'))[0]!);
    const modal = await screen.findByTestId('result-modal');
    await userEvent.click(within(modal).getByTestId('verify-round'));
    const section = await within(modal).findByTestId('round-verification');
    await within(section).findByText('No', { selector: '[data-testid="check-commit"]' });
    expect(within(section).getByTestId('check-cards').textContent).toBe('No');
    expect(within(section).getByTestId('check-server').textContent).toBe('No');
    expect(within(section).getByTestId('verify-verdict').textContent).toBe(
      'Not verified: the proof does not match.',
    );
  });
});
