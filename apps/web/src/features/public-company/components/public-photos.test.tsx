import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGallery } from './photo-gallery';
import { TeamList } from './team-list';

const photos = [
  { id: '00000000-0000-4000-8000-000000000011', url: '/uploads/c/gallery-1.jpg' },
  { id: '00000000-0000-4000-8000-000000000012', url: '/uploads/c/gallery-2.jpg' },
];

describe('public page: gallery and team photos', () => {
  it('shows the photos in order and opens one large, with the arrows and Escape', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} name="Barbearia Demo" />);
    const imgs = within(screen.getByTestId('public-gallery')).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(photos.map((p) => p.url));
    await user.click(screen.getByRole('button', { name: 'Ampliar a foto 1 de 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1 de 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing without photos', () => {
    const { container } = render(<PhotoGallery photos={[]} name="Barbearia Demo" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each professional's photo and services", () => {
    const service = { id: 's1', title: 'Corte masculino' } as never;
    render(
      <TeamList
        data={
          {
            services: [service],
            calendars: [
              {
                id: 'c1',
                title: 'Carlos',
                description: 'Barbeiro',
                color: '#2563eb',
                photo_url: '/uploads/c/team-1.jpg',
                service_ids: ['s1'],
              },
            ],
          } as never
        }
      />,
    );
    const team = screen.getByTestId('public-team');
    expect(within(team).getByRole('img', { name: 'Carlos' })).toHaveAttribute('src', '/uploads/c/team-1.jpg');
    expect(within(team).getByText('Corte masculino')).toBeInTheDocument();
  });
});
