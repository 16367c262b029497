// A new owner's first steps through the screens, as a person does them: the company's page (description,
// address, a photo) on the info tab, then each step of the checklist opened from the checklist itself
// (the menu's list on a computer, the one-line banner on a phone) and done on its own screen.
import type { Page } from 'playwright-core';
import { png } from './png';

type TSize = 'desktop' | 'phone';

interface TFirstSteps {
  baseUrl: string;
  slug: string;
  size: TSize;
  whatsapp: { phoneNumberId: string; token: string };
  /** axe and a screenshot of the screen as it is. */
  look: (page: Page, name: string) => Promise<void>;
}

/** The page the business shows: description, address and a gallery photo (the link preview's image). */
export async function fillCompanyPage(page: Page, { baseUrl, slug, size, look }: TFirstSteps) {
  await page.goto(`${baseUrl}/app/empresas/${slug}/info`);
  await page.getByLabel('Descrição').fill('Escova e corte');
  await page.getByLabel('Endereço', { exact: true }).fill('Rua das Flores, 10 - Centro');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Informações da empresa salvas.').waitFor();
  const gallery = page.getByTestId('gallery-editor');
  await page
    .getByLabel('Escolher fotos da galeria')
    .setInputFiles({ name: `fachada-${size}.png`, mimeType: 'image/png', buffer: png(480, 360, [219, 39, 119], [124, 58, 237]) });
  await gallery.getByRole('img').first().waitFor();
  await look(page, `${size}-04-company-info`);
}

/** Opens the checklist's next step the way the owner sees it at this size and waits for its page. */
async function openStep(page: Page, size: TSize, label: string, done: number) {
  const entry =
    size === 'desktop'
      ? page.getByTestId('onboarding-checklist').getByText(label, { exact: true })
      : page.getByTestId('onboarding-banner').getByText(`Primeiros passos ${done}/5: ${label}`);
  await entry.click();
}

/** The checklist shows `done` of 5 steps (the company's live update reached the page). */
async function progress(page: Page, size: TSize, done: number) {
  const where = size === 'desktop' ? page.getByTestId('onboarding-checklist') : page.getByTestId('onboarding-banner');
  await where.getByText(new RegExp(`${done}/5`)).waitFor({ timeout: 15_000 });
}

async function toast(page: Page, text: string) {
  await page.locator('[role=status],[role=alert]').filter({ hasText: text }).first().waitFor();
}

/** Hours, professionals, services, FAQ and WhatsApp, each from the checklist, each through its screen. */
export async function completeChecklist(page: Page, opts: TFirstSteps) {
  const { size, look, whatsapp } = opts;
  await openStep(page, size, 'Definir horários de funcionamento', 0);
  await page.waitForURL('**/app/horarios-de-funcionamento');
  await page.getByRole('button', { name: 'Salvar horários', exact: true }).click();
  await progress(page, size, 1);
  // The live update can beat the save's own toast; axe must not meet the toast mid-fade (CI, 03/12).
  await toast(page, 'Horários de funcionamento salvos.');
  await look(page, `${size}-05-working-hours`);

  // Same page: the step opens the professional's own form (the owner, made with the company).
  await openStep(page, size, 'Revisar profissionais e seus horários', 1);
  const drawer = page.getByRole('dialog', { name: 'Editar agenda' });
  await drawer.getByTestId('calendar-form').waitFor();
  await look(page, `${size}-06-professional`);
  await drawer.getByRole('button', { name: 'Salvar agenda' }).click();
  await drawer.waitFor({ state: 'detached' });
  await progress(page, size, 2);

  await openStep(page, size, 'Cadastrar serviços', 2);
  await page.waitForURL('**/app/servicos');
  await page.getByTestId('new-service').click();
  const service = page.getByRole('dialog', { name: 'Novo serviço' });
  await service.getByLabel('Nome do serviço').fill('Escova');
  await service.getByLabel('Valor').fill('80,00');
  await look(page, `${size}-07-new-service`);
  await service.getByRole('button', { name: 'Salvar serviço' }).click();
  await service.waitFor({ state: 'detached' });
  await page.getByTestId('service-card').filter({ hasText: 'Escova' }).waitFor();
  await progress(page, size, 3);

  await openStep(page, size, 'Cadastrar perguntas frequentes', 3);
  await page.waitForURL('**/app/perguntas-frequentes');
  await page.getByRole('button', { name: 'Adicionar primeira pergunta' }).click();
  const faq = page.getByRole('dialog');
  await faq.getByLabel('Pergunta').fill('Aceitam Pix?');
  await faq.getByLabel('Resposta').fill('Sim, aceitamos Pix e cartão.');
  await faq.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await page.getByTestId('faq-card').filter({ hasText: 'Aceitam Pix?' }).waitFor();
  await progress(page, size, 4);

  await openStep(page, size, 'Conectar WhatsApp', 4);
  await page.waitForURL('**/app/integracoes/whatsapp');
  await page.getByRole('button', { name: /API oficial do WhatsApp Business/ }).click();
  await page.getByLabel('Identificação do número (Phone number ID)').fill(whatsapp.phoneNumberId);
  await page.getByLabel('Token de acesso permanente').fill(whatsapp.token);
  await page.getByRole('button', { name: 'Conectar API oficial' }).click();
  await toast(page, 'WhatsApp oficial conectado!');
  // Every step done: the checklist leaves the menu and the banner the page.
  await page.getByTestId(size === 'desktop' ? 'onboarding-checklist' : 'onboarding-banner').waitFor({ state: 'detached' });
  await look(page, `${size}-08-whatsapp-connected`);
}
