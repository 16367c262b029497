import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { ReferralLinkPage } from './referral-link-page';

function SignUpProbe() {
  const [params] = useSearchParams();
  return <p data-testid="sign-up">cupom={String(params.get('cupom'))}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/afiliados/meu-link/:sharing_code/*', Component: ReferralLinkPage },
      { path: '/login/cadastre-se', Component: SignUpProbe },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('affiliate link page', () => {
  it('keeps the code on this device and opens sign-up with the cupom filled, uppercased', async () => {
    localStorage.removeItem('referred_sharing_code');
    const router = renderAt('/afiliados/meu-link/demo2026/qualquer/coisa');
    expect(await screen.findByTestId('sign-up')).toHaveTextContent('cupom=DEMO2026');
    expect(localStorage.getItem('referred_sharing_code')).toBe('DEMO2026');
    expect(router.state.location.pathname).toBe('/login/cadastre-se');
  });

  it('sends a malformed code to a plain sign-up and keeps nothing', async () => {
    localStorage.removeItem('referred_sharing_code');
    renderAt('/afiliados/meu-link/%3Cscript%3E');
    expect(await screen.findByTestId('sign-up')).toHaveTextContent('cupom=null');
    expect(localStorage.getItem('referred_sharing_code')).toBeNull();
  });
});
