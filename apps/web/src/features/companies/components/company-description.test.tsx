// The company info form's "Gerar descrição" (issue 13 item 4): the written text is shown with where it came from,
// and "Usar este texto" puts it in the Descrição field, saved with the rest of the form.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { CompanyInfoPage } from './company-info-page';

startMockServer();

const TEXT = 'A Barbearia Demo cuida do seu visual com carinho, de terça a sábado.';

describe('company description suggestion', () => {
  it('generates a text, and "Usar este texto" puts it in the form, which saves it', async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.post('*/user/:id/company/generate_company_description', () => HttpResponse.json({ description: TEXT, source: 'ai' })),
      http.post('*/user/:id/company/update', async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ company: {} });
      }),
    );
    renderAppPage('/app/empresas/:company_slug/info', '/app/empresas/barbearia-demo/info', CompanyInfoPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar descrição' }));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(screen.getByText('Escrito pela inteligência artificial.')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).not.toHaveValue(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Usar este texto' }));
    expect(screen.getByLabelText('Descrição')).toHaveValue(TEXT);
    expect(screen.queryByRole('button', { name: 'Usar este texto' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ description: TEXT });
  });

  it('says where a template text came from', async () => {
    renderAppPage('/app/empresas/:company_slug/info', '/app/empresas/barbearia-demo/info', CompanyInfoPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar descrição' }));
    expect(await screen.findByText('Escrito a partir dos seus serviços e horários.')).toBeInTheDocument();
  });
});
