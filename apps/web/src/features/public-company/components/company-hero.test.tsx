import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { CompanyHero } from './company-hero';

const company: TPublicCompanyDto['company'] = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'barbearia-demo',
  name: 'Barbearia Demo',
  field: 'barbearia',
  description: null,
  avatar_url: null,
  cover_url: null,
  phone: null,
  website: null,
  instagram: null,
  google: null,
  timezone: 'America/Sao_Paulo',
  currency: 'BRL',
  cancelation_observations: null,
  workdays: [],
  address: 'Rua Augusta, 1500 — Consolação, São Paulo',
  photos: [],
};

describe('public page: company address', () => {
  it('shows the address with a map link', () => {
    render(<CompanyHero company={company} />);
    const line = screen.getByTestId('company-address');
    expect(line).toHaveTextContent('Rua Augusta, 1500 — Consolação, São Paulo');
    expect(within(line).getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rua%20Augusta%2C%201500%20%E2%80%94%20Consola%C3%A7%C3%A3o%2C%20S%C3%A3o%20Paulo',
    );
  });

  it('shows no address line when the owner set none', () => {
    render(<CompanyHero company={{ ...company, address: null }} />);
    expect(screen.queryByTestId('company-address')).toBeNull();
  });
});
