// `SCREENSHOTS=1 pnpm e2e` saves every scheduling screen (agenda, schedules, forms, services, hours,
// blocked periods, notifications, public page, booking steps, client account) at 1280×800 and
// 390×844 in e2e/screenshots/, with data created through the API first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launch, newPage, PHONE, randomPhone, readCode, signInStaff } from './browser';
import { SLUG, seedSchedulingScreens, type TSeed } from './scheduling-seed';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');

async function snap(page: Page, name: string, size: string, full = false) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: full });
}

async function go(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
}

describe.skipIf(!process.env.SCREENSHOTS)('scheduling screenshots', () => {
  let browser: Browser;
  let data: TSeed;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
    data = await seedSchedulingScreens(baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`company app scheduling screens at ${size}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.getByRole('radio', { name: 'Próximos 30 dias' }).click();
      await page.getByTestId('schedule-item').first().waitFor();
      await snap(page, 'sched-agendamentos', size, true);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: /Filtros/ }).click();
        await snap(page, 'sched-agendamentos-filtros', size);
      }
      await page.getByRole('button', { name: 'Mais ações' }).first().click();
      await snap(page, 'sched-agendamentos-acoes', size);
      await page.keyboard.press('Escape');

      await go(page, `/app/agenda?date=${data.day}`);
      await page.getByTestId('agenda-schedule').first().waitFor();
      await snap(page, 'sched-agenda-dia', size);
      await page.getByTestId('show-canceled').click();
      await page.waitForTimeout(400);
      await snap(page, 'sched-agenda-cancelados', size);
      await page.getByTestId('show-canceled').click();
      await page.getByTestId('agenda-date').click();
      await snap(page, 'sched-agenda-calendario', size);
      await page.keyboard.press('Escape');
      await page.getByRole('radio', { name: 'Semana' }).click();
      await page.waitForTimeout(500);
      await snap(page, 'sched-agenda-semana', size);
      await page.getByRole('radio', { name: 'Dia' }).click();

      // Schedule form: a new one from an empty slot, then an existing one.
      await page.getByRole('button', { name: 'Novo agendamento' }).first().click();
      await page.getByTestId('schedule-create-form').waitFor();
      await snap(page, 'sched-form-novo', size);
      await page.getByRole('radio', { name: 'Novo cliente' }).click();
      await page.getByRole('button', { name: 'Agendar' }).click();
      await snap(page, 'sched-form-erros', size);
      await page.keyboard.press('Escape');
      await page.getByTestId('agenda-schedule').first().click();
      await page.getByTestId('schedule-summary').waitFor();
      await page.getByTestId('slot-list').waitFor();
      await snap(page, 'sched-form-editar', size);
      await page.getByTestId('cancel-schedule').click();
      await snap(page, 'sched-cancelar', size);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await go(page, '/app/agenda/completa');
      await page.waitForTimeout(600);
      await snap(page, 'sched-agenda-completa', size);

      await go(page, '/app/servicos');
      await page.getByTestId('service-card').first().waitFor();
      await snap(page, 'sched-servicos', size, true);
      await page.getByTestId('service-card').nth(1).click();
      await page.getByTestId('service-form').waitFor();
      await snap(page, 'sched-servico-form', size);
      await page.getByRole('radio', { name: 'Faixa' }).click();
      await page
        .getByTestId('service-form')
        .locator('..')
        .evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await snap(page, 'sched-servico-form-fim', size);
      await page.keyboard.press('Escape');

      await go(page, '/app/horarios-de-funcionamento');
      await page.getByTestId('company-hours').waitFor();
      await snap(page, 'sched-horarios', size, true);
      await go(page, '/app/horarios-de-funcionamento?aba=agendas');
      await page.getByTestId('calendar-item').first().waitFor();
      await page.getByRole('button', { name: 'Horários', exact: true }).first().click();
      await snap(page, 'sched-horarios-agendas', size, true);
      await page
        .getByRole('button', { name: /Editar agenda/ })
        .first()
        .click();
      await page.getByTestId('calendar-form').waitFor();
      await snap(page, 'sched-agenda-form', size);
      await page.keyboard.press('Escape');
      await go(page, '/app/horarios-de-funcionamento?aba=bloqueios');
      await page.getByTestId('blocked-list').waitFor();
      await snap(page, 'sched-bloqueios', size);
      await page.getByTestId('new-blocked-period').click();
      await page.getByTestId('blocked-period-form').waitFor();
      await page.getByLabel('Início').fill(data.day.split('-').reverse().join('/'));
      await page.getByLabel('Fim').fill(data.day.split('-').reverse().join('/'));
      await page.getByLabel('Hora').nth(0).fill('09:00');
      await page.getByLabel('Hora').nth(1).fill('12:00');
      await page.getByTestId('conflicts-list').waitFor();
      await page.getByText('Cancelar estes agendamentos').click();
      await snap(page, 'sched-bloqueio-form', size);
      await page.keyboard.press('Escape');

      await go(page, '/app/notificacoes');
      await page.getByTestId('notification-item').first().waitFor();
      await snap(page, 'sched-notificacoes', size);
      await page.getByTestId('notification-bell').click();
      await snap(page, 'sched-sino', size);
      await page.keyboard.press('Escape');
      await context.close();
    });

    it(`public company page and booking at ${size}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await go(page, `/${SLUG}`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      await page.getByTestId('company-hero').waitFor();
      await snap(page, 'pub-empresa', size, true);
      await page.getByRole('link', { name: 'Agendar horário' }).first().click();
      await page.getByTestId('booking-service').first().waitFor();
      await snap(page, 'pub-agendar-servico', size);
      await page.getByTestId('booking-service').filter({ hasText: 'Corte masculino' }).click();
      await snap(page, 'pub-agendar-profissional', size);
      await page.getByTestId('booking-any-professional').click();
      await page.getByTestId('booking-day-quick').first().waitFor();
      await snap(page, 'pub-agendar-dia', size, true);
      await page.getByRole('button', { name: 'Ver horário de funcionamento' }).click();
      await snap(page, 'pub-horarios-modal', size);
      await page.keyboard.press('Escape');
      await page.getByTestId('booking-day-quick').first().click();
      await page.getByTestId('booking-slot').first().waitFor();
      await snap(page, 'pub-agendar-horario', size, true);
      await page.getByTestId('booking-slot').first().click();
      await snap(page, 'pub-agendar-dados', size);
      const phone = randomPhone();
      await page.getByLabel('Seu WhatsApp').fill(phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByText('Confirme seu telefone').waitFor();
      await snap(page, 'pub-codigo', size);
      const { code } = await readCode(baseUrl, phone, 0);
      await page.getByLabel('Código de confirmação').fill(code);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Seu nome').waitFor();
      await snap(page, 'pub-agendar-nome', size);
      await page.getByLabel('Seu nome').fill('Camila Ferreira');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByTestId('confirm-booking').waitFor();
      await snap(page, 'pub-confirmacao', size);
      await page.getByTestId('confirm-booking').click();
      await page.getByTestId('booking-success').waitFor();
      await snap(page, 'pub-sucesso', size, true);
      await page.getByRole('link', { name: 'Meus agendamentos' }).last().click();
      await page.getByTestId('client-schedule').first().waitFor();
      await snap(page, 'pub-meus-agendamentos', size, true);
      await page.getByTestId('client-cancel').first().click();
      await page.getByTestId('cancelation-observations').waitFor();
      await snap(page, 'pub-cancelar', size);
      await page.getByTestId('confirm-client-cancel').click();
      await page.getByText('Nenhum agendamento marcado').waitFor();
      await go(page, `/${SLUG}/minha-conta/historico`);
      await page.getByTestId('client-schedule').first().waitFor();
      await snap(page, 'pub-historico', size, true);
      await page.getByRole('button', { name: 'Sair' }).click();
      await page.getByTestId('client-sign-in').waitFor();
      await snap(page, 'pub-entrar', size);
      await go(page, `/${SLUG}/servico-inexistente`);
      await snap(page, 'pub-404', size);
      await context.close();
    });
  }
});
