// Issue 16: the first-steps checklist asks for the professionals, can be hidden and shown again, and
// on the phone its one-line banner leads to the next step — or opens that step's form when the owner
// is already on its page (hours and professionals share one).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { on } from '@/lib/events';
import type { TSessionCompany } from '@/lib/session/types';
import { OnboardingBanner, OnboardingChecklist } from './onboarding-checklist';

const company = (onboarding: Record<string, boolean>) => ({ id: 'c-new', integrations: [], onboarding }) as unknown as TSessionCompany;

function renderAt(url: string, Component: typeof OnboardingBanner, value: TSessionCompany) {
  const router = createMemoryRouter([{ path: '*', Component: () => <Component company={value} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => localStorage.clear());

describe('first steps (issue 16)', () => {
  it('the checklist lists the professionals step, marks what is done and can be hidden and shown again', async () => {
    renderAt('/app/agendamentos', OnboardingChecklist, company({ set_workdays: true }));
    const list = screen.getByRole('region', { name: 'Primeiros passos' });
    expect(list).toHaveTextContent('1/5');
    expect(screen.getByRole('link', { name: 'Revisar profissionais e seus horários' })).toHaveAttribute(
      'href',
      '/app/horarios-de-funcionamento',
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso dos primeiros passos' })).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar primeiros passos' }));
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar primeiros passos (1/5)' }));
    expect(screen.getByRole('region', { name: 'Primeiros passos' })).toBeInTheDocument();
  });

  it('on the phone the banner is a link to the next step from another page', async () => {
    const router = renderAt('/app/agendamentos', OnboardingBanner, company({}));
    await userEvent.click(screen.getByRole('link', { name: /Primeiros passos 0\/5: Definir horários de funcionamento/ }));
    expect(router.state.location.pathname).toBe('/app/horarios-de-funcionamento');
  });

  it("on the step's own page the banner opens its form (the professionals after the hours)", async () => {
    const opened: string[] = [];
    const off = on('onboarding:open-form', ({ step }) => opened.push(step));
    renderAt('/app/horarios-de-funcionamento', OnboardingBanner, company({ set_workdays: true }));
    await userEvent.click(screen.getByRole('button', { name: /Primeiros passos 1\/5: Revisar profissionais/ }));
    off();
    expect(opened).toEqual(['add_professionals']);
  });

  it('the banner hides for this company when dismissed, and is gone once WhatsApp was connected', async () => {
    renderAt('/app/agendamentos', OnboardingBanner, company({}));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar primeiros passos' }));
    expect(screen.queryByTestId('onboarding-banner')).toBeNull();
    localStorage.clear();
    const connected = { ...company({}), integrations: [{ channel: 'whatsapp', last_connected_at: '2026-01-01T00:00:00Z' }] };
    renderAt('/app/agendamentos', OnboardingBanner, connected as unknown as TSessionCompany);
    expect(screen.queryByTestId('onboarding-banner')).toBeNull();
  });
});
