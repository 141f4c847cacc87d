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
    expect(preview.style.getPropertyValue('--header-bg')).toBe('linear-gradient(120deg, #1f3b73, #f2b233)');
  });
});
