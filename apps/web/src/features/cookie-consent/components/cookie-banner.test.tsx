import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useCookieStore } from '@/stores/cookie-store';
import { getConsent, initConsent } from '@/lib/analytics';
import { CookieBanner } from './cookie-banner';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: CookieBanner }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('cookie banner (docs/spec.md §4)', () => {
  beforeEach(() => {
    initConsent(false);
    useCookieStore.getState().reset();
    window.dataLayer = [];
  });

  it('shows links to the terms and the privacy policy in new tabs', () => {
    renderAt('/');
    const banner = screen.getByTestId('cookie-banner');
    const terms = screen.getByRole('link', { name: 'Termos de uso' });
    const privacy = screen.getByRole('link', { name: 'Política de privacidade' });
    expect(banner).toBeInTheDocument();
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('is hidden on any /admin path', () => {
    renderAt('/admin/login');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('"Concordo" accepts, stores the time, sets the 1-year cookie and grants consent', async () => {
    renderAt('/app/agendamentos');
    await userEvent.click(screen.getByRole('button', { name: 'Concordo' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    const s = useCookieStore.getState();
    expect(s.accepted).toBe(true);
    expect(Date.parse(s.accepted_at!)).toBeGreaterThan(Date.now() - 5000);
    expect(document.cookie).toContain('cookieBanner=accepted');
    expect(getConsent()).toEqual({ ad_storage: 'granted', analytics_storage: 'granted' });
    expect(window.dataLayer).toContainEqual(['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }]);
  });

  it('on load, an acceptance without granted consent shows the banner again', () => {
    useCookieStore.setState({ accepted: true, accepted_at: new Date().toISOString() });
    initConsent(false);
    renderAt('/');
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });

  it('stays hidden when accepted and consent was granted from the cookie', () => {
    useCookieStore.setState({ accepted: true });
    initConsent(true);
    renderAt('/');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('stays hidden when the consent was given on the home before the app ran (the cookie alone)', () => {
    useCookieStore.setState({ accepted: false });
    initConsent(true);
    renderAt('/');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });
});
