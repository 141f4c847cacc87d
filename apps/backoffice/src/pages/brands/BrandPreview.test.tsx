import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../api/types';
import { renderWithStore } from '../../test/utils';
import { BrandForm } from './BrandPage';

const brand: Brand = {
  _id: 'dom_1',
  domain: 'localhost',
  title: 'Backlay',
  logoUrl: '',
  primaryColor: '#1f3b73',
  secondaryColor: '#f2b233',
  backgroundColor: '#eef1f5',
  layout: 'tamannah',
  status: 'active',
  aliases: [],
  domains: ['localhost'],
  favIconUrl: '',
  logoUploaded: false,
  casinoImageKey: 'default',
  parentId: null,
  own: true,
  createdAt: '2026-11-21T12:00:00.000Z',
};

describe('the brand colour preview', () => {
  it('follows the primary colour as it is chosen, before anything is saved', () => {
    renderWithStore(<BrandForm brand={brand} />);
    const preview = screen.getByRole('figure', { name: 'Brand preview' });
    expect(preview.style.getPropertyValue('--primary')).toBe('#1f3b73');
    expect(preview.style.getPropertyValue('--on-primary')).toBe('#ffffff');

    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#ffff00' } });

    expect(preview.style.getPropertyValue('--primary')).toBe('#ffff00');
    // A light header gets dark text, as on the customer site.
    expect(preview.style.getPropertyValue('--on-primary')).toBe('#111827');
    expect(screen.getByText('#ffff00')).toBeTruthy();
  });

  it('shows the title and the layout being edited', () => {
    renderWithStore(<BrandForm brand={brand} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Aura Bets' } });
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'aura' } });
    const preview = screen.getByRole('figure', { name: 'Brand preview' });
    expect(preview.textContent).toContain('Aura Bets');
    expect(preview.dataset.layout).toBe('aura');
    // The gradient ends on 70 % primary, 30 % secondary, as design-tokens/tokens.css draws it.
    expect(preview.style.getPropertyValue('--header-bg')).toBe('linear-gradient(120deg, #1f3b73, #5e5f60)');
  });

  it('warns beside the colour fields and in the preview when a colour pair fails WCAG AA (issue 18)', () => {
    renderWithStore(<BrandForm brand={brand} />);
    const warnings = screen.getByTestId('contrast-warnings');
    expect(warnings.textContent).toBe('');
    expect(screen.queryByTestId('preview-warnings')).toBeNull();
    const primary = screen.getByLabelText('Primary colour');
    expect(primary.getAttribute('aria-describedby')).toBeNull();

    // #777777: white text on it is 4.48:1, and as link text on white the same.
    fireEvent.change(primary, { target: { value: '#777777' } });

    expect(warnings.getAttribute('aria-live')).toBe('polite');
    expect(warnings.textContent).toContain(
      'Header and button text on the primary colour: 4.48:1, needs 4.5:1',
    );
    expect(warnings.textContent).toContain('Primary colour as text (links, active items) on white: 4.48:1');
    expect(primary.getAttribute('aria-describedby')).toBe(warnings.id);
    expect(screen.getAllByText('Low contrast')).toHaveLength(1);
    const preview = screen.getByRole('note', { name: 'Contrast warnings' });
    expect(preview.textContent).toContain('Header and button text on the primary colour: 4.48:1');
    const header = screen
      .getByRole('figure', { name: 'Brand preview' })
      .querySelector('[data-part="header"]');
    expect(header?.getAttribute('data-contrast')).toBe('low');

    // A readable primary clears every warning.
    fireEvent.change(primary, { target: { value: '#1e3a8a' } });
    expect(warnings.textContent).toBe('');
    expect(screen.queryByRole('note', { name: 'Contrast warnings' })).toBeNull();
  });

  it("checks the aura layout's header text at the end of its gradient", () => {
    renderWithStore(<BrandForm brand={{ ...brand, primaryColor: '#6d28d9', secondaryColor: '#f9a8d4' }} />);
    expect(screen.getByTestId('contrast-warnings').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'aura' } });
    // White on 70 % #6d28d9 + 30 % #f9a8d4 is 4.78:1: Aura's seed colours pass.
    expect(screen.getByTestId('contrast-warnings').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Secondary colour'), { target: { value: '#ffffff' } });
    expect(screen.getByTestId('contrast-warnings').textContent).toContain(
      'Header text at the end of the aura header gradient',
    );
    expect(screen.getAllByText('Low contrast')).toHaveLength(2);
  });
});
