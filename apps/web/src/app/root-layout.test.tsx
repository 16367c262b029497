import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, useToastStore } from '@/stores/toast-store';
import { RootLayout } from './root-layout';

describe('root layout', () => {
  it('loads the toast area with the first toast and shows it', async () => {
    useToastStore.getState().clear();
    const router = createMemoryRouter([{ path: '*', Component: RootLayout, children: [{ path: '*', element: <p>Página</p> }] }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => {
      toast.success('Bem-vindo, Ana');
    });
    expect(await screen.findByText('Bem-vindo, Ana')).toBeInTheDocument();
    expect(screen.getByText('Página')).toBeInTheDocument();
  });
});
