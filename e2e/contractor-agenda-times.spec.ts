import { expect, test, type Page } from '@playwright/test';
import { contractorSignup, signUp } from './support/accounts';
import { logIn } from './support/session';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';

/**
 * The contractor agenda's start and end (decision 0012): an end not after the start is refused
 * under 'Término', unless the event ends the next day (a shift past midnight, 22:00 → 04:00).
 */

const END_NOT_AFTER_START = 'O horário de término deve ser depois do início.';

/** No sideways scroll, and the form fits the screen, at the phone widths we support. */
async function expectFormFits(page: Page): Promise<void> {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const form = document.querySelector('form[aria-label="Evento"]')?.getBoundingClientRect();
      return { sideways: root.scrollWidth - root.clientWidth, formRight: form?.right ?? 0, width: root.clientWidth };
    });
    expect(layout.sideways, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    expect(layout.formRight, `the form fits at ${width} px`).toBeLessThanOrEqual(layout.width);
    const path = test.info().outputPath(`agenda-form-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`agenda-form-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the agenda refuses an end before the start, and keeps an overnight shift ending the next day', async ({
  page,
  request,
}) => {
  await logIn(page, await signUp(request, contractorSignup()), 'contractor');
  await page.goto('/contractor/agenda/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Evento' })).toBeVisible();

  const title = `Open bar ${Math.random().toString(36).slice(2, 7)}`;
  const end = page.getByLabel('Término', { exact: true });
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Data').fill(isoDate(2));
  await page.getByLabel('Início').fill('10:00');
  await end.fill('09:00');
  await page.getByLabel('Status').selectOption({ label: 'Confirmado' }); // the longest status, for the layout check
  await page.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(toast(page, 'Erro na validação')).toBeVisible();
  await expect(end).toHaveAccessibleDescription(END_NOT_AFTER_START);
  await expect(page).toHaveURL(/\/contractor\/agenda\/create$/);
  await expectFormFits(page);
  await expectNoAxeViolations(page);

  // 22:00 → 04:00 is still refused on one day; ticking 'Termina no dia seguinte' accepts it.
  await page.getByLabel('Início').fill('22:00');
  await end.fill('04:00');
  await expect(end).toHaveAccessibleDescription(END_NOT_AFTER_START);
  await page.getByRole('checkbox', { name: 'Termina no dia seguinte' }).check();
  await expect(page.getByText(END_NOT_AFTER_START)).toHaveCount(0);
  await page.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(toast(page, 'Evento criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/agenda$/);
  const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(event).toContainText('22:00 – 04:00 (dia seguinte)');

  // Editing shows the choice as saved.
  await event.getByRole('link', { name: `Editar ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Evento' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Termina no dia seguinte' })).toBeChecked();
  await expect(end).toHaveValue('04:00');
});
