import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readabilityLevel } from '@agenda/shared/readability';
import { fleschPtBR } from '@agenda/shared/readability-pt';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useCompanyStore } from '@/stores/company-store';
import { readabilityReport } from '../hooks/use-readability';
import { FaqPage } from './faq-page';

startMockServer();

const EASY = 'Aceitamos Pix e cartão.';
const HARD =
  'O estabelecimento disponibiliza estacionamento conveniado mediante apresentação do comprovante de atendimento, condicionado à disponibilidade operacional das vagas credenciadas.';

const labelOf = (text: string) => readabilityLevel(fleschPtBR(text)!).label;

async function openNewForm() {
  renderAppPage('/app/perguntas-frequentes', '/app/perguntas-frequentes', FaqPage);
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar primeira pergunta' }));
  return screen.findByRole('dialog', { name: 'Nova pergunta frequente' });
}

describe('readabilityReport', () => {
  it('uses the Portuguese Flesch score and the §5 bands', () => {
    const r = readabilityReport(HARD)!;
    expect(r.score).toBe(fleschPtBR(HARD));
    expect(r.level).toBe('very_confusing');
    expect(r.warningLevel).toBe(2);
    expect(r.sentences).toBe(1);
    expect(r.words).toBe(18);
    expect(readabilityReport('   ')).toBeNull();
  });
});

describe('FAQ page', () => {
  it('shows the readability level as the owner types the answer', async () => {
    const dialog = await openNewForm();
    const meter = () => within(dialog).getByTestId('readability-meter');
    expect(meter()).toHaveAttribute('data-level', 'empty');

    const answer = within(dialog).getByLabelText(/Resposta/);
    // Pasted, not typed key by key: a long answer typed per key outlasted the timeout on a loaded CI machine.
    await userEvent.click(answer);
    await userEvent.paste(EASY);
    await waitFor(() => expect(within(dialog).getByTestId('readability-label')).toHaveTextContent(labelOf(EASY)));
    expect(meter()).toHaveAttribute('data-level', 'fairly_easy');
    expect(meter()).toHaveTextContent('Boa resposta');

    await userEvent.clear(answer);
    await userEvent.paste(HARD);
    await waitFor(() => expect(meter()).toHaveAttribute('data-level', 'very_confusing'));
    expect(within(dialog).getByTestId('readability-label')).toHaveTextContent('Muito confuso');
    expect(meter()).toHaveTextContent('Difícil de entender no celular');
    expect(meter()).toHaveTextContent('Suas frases têm em média 18 palavras');
  });

  it('creates an entry, lists it with its level and completes the onboarding step', async () => {
    const dialog = await openNewForm();
    await userEvent.type(within(dialog).getByLabelText(/Pergunta/), 'Vocês aceitam Pix?');
    await userEvent.click(within(dialog).getByLabelText(/Resposta/));
    await userEvent.paste(EASY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pergunta' }));

    const card = await screen.findByTestId('faq-card');
    expect(card).toHaveTextContent('Vocês aceitam Pix?');
    expect(card).toHaveTextContent(`Leitura: ${labelOf(EASY)}`);
    await waitFor(() => expect(useCompanyStore.getState().companies[0]?.onboarding?.add_faqs).toBe(true));
  });

  it('validates in Portuguese and edits and deletes an entry', async () => {
    const dialog = await openNewForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pergunta' }));
    expect(await within(dialog).findByText('Informe a pergunta.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a resposta.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Pergunta/), 'Tem estacionamento?');
    await userEvent.type(within(dialog).getByLabelText(/Resposta/), 'Sim, na rua.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pergunta' }));
    await screen.findByTestId('faq-card');

    await userEvent.click(screen.getByRole('button', { name: 'Editar: Tem estacionamento?' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    expect(within(edit).getByLabelText(/Resposta/)).toHaveValue('Sim, na rua.');
    await userEvent.clear(within(edit).getByLabelText(/Resposta/));
    await userEvent.type(within(edit).getByLabelText(/Resposta/), 'Sim, na rua da frente.');
    await userEvent.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByTestId('faq-card')).toHaveTextContent('Sim, na rua da frente.'));

    await userEvent.click(screen.getByRole('button', { name: 'Excluir: Tem estacionamento?' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir pergunta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('button', { name: 'Adicionar primeira pergunta' })).toBeInTheDocument();
  });

  it('starts a new entry from a suggested question', async () => {
    renderAppPage('/app/perguntas-frequentes', '/app/perguntas-frequentes', FaqPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Qual é o endereço?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta frequente' });
    expect(within(dialog).getByLabelText(/Pergunta/)).toHaveValue('Qual é o endereço?');
  });
});
