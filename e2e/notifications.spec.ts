import { test, expect, type APIRequestContext, type Page, type Worker } from '@playwright/test';
import { appOrigin, freelancerSignup, signUp, uniqueId } from './support/accounts';
import {
  applyToJob,
  approveOnlyApplication,
  moveJobToYesterday,
  newContractorApi,
  publishJob,
} from './support/marketplace';
import { expectNoReload, markWindow, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';
import { startFakePushService } from '../apps/server/src/test/fake-push-service';

type OutboxMessage = { subject: string; text: string; links: string[]; headers: Record<string, string> };

/** The e-mails the app sent to `email` (the embedded outbox), newest first, once there are `count`. */
async function outboxOf(request: APIRequestContext, email: string, count: number): Promise<OutboxMessage[]> {
  const read = async () =>
    (
      (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: OutboxMessage[];
      }
    ).messages;
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBe(count);
  return read();
}

/**
 * The notification centre, as a freelancer lives it (issue 12): the contractor approves while the
 * freelancer's app is open on another screen; the bell's count rises by itself, the list says
 * "Você foi aprovado…" and opens the job, and reading it brings the count back down.
 */
test('a contractor approves → the bell rises live, the list shows the approval and opens the job', async ({ page }) => {
  const { api: contractor } = await newContractorApi({ company_name: `Buffet Aviso ${uniqueId()}` });
  const freelancer = await signUp(page.request, freelancerSignup());
  const jobId = await publishJob(contractor, {
    company: 'Buffet Aviso',
    segment: 'GARCOM',
    salaryCents: 12_000,
    inDays: 4,
  });
  await applyToJob(page.request, jobId);

  await trackLiveUpdates(page);
  // Pending: no contact, so no chat with the contractor.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText('Dados de contato disponíveis após aprovação na vaga')).toBeVisible();
  await expect(page.getByRole('link', { name: /Conversar no WhatsApp/ })).toHaveCount(0);
  await page.goto('/freelancer/agenda');
  await waitForLiveUpdates(page);
  await markWindow(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  await approveOnlyApplication(contractor, jobId);
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
  await expectNoReload(page);

  await bell.click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const [, month, day] = isoDate(4).split('-');
  const today = page.getByRole('region', { name: 'Hoje' });
  const approval = today.getByRole('link', {
    name: new RegExp(`Não lida: Você foi aprovado em Garçom — ${day}/${month}!`),
  });
  await expect(approval).toContainText('das 19:00 às 23:00');
  await expect(approval).toContainText('O contato de Buffet Aviso já está disponível na vaga.');
  await expectNoAxeViolations(page);

  await approval.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(bell).toHaveAccessibleName('Notificações');
  // Approved: 'Conversar no WhatsApp' opens a chat with the contractor, the job and its date typed.
  const chat = page.getByRole('link', { name: /^Conversar no WhatsApp com / });
  const chatUrl = new URL((await chat.getAttribute('href')) ?? '');
  expect(chatUrl.origin).toBe('https://wa.me');
  expect(chatUrl.pathname).toMatch(/^\/55\d{10,11}$/);
  expect(chatUrl.searchParams.get('text')).toContain(`na vaga Garçom de ${day}/${month}/`);

  // The top bar of a wider screen carries the same bell.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notificacoes');
  await expect(page.getByRole('link', { name: /Você foi aprovado em Garçom/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notificações' })).toBeVisible();

  // The e-mail is in the outbox, with the job's details and a link that opens the job.
  const [mail] = await outboxOf(page.request, freelancer.email, 1);
  expect(mail?.subject).toBe(`Você foi aprovado em Garçom — ${day}/${month}!`);
  expect(mail?.text).toContain('das 19:00 às 23:00');
  expect(mail?.text).toContain('O contato de Buffet Aviso já está disponível na vaga.');
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const jobLink = mail?.links.find((link) => link.endsWith(`/jobs/${jobId}`));
  expect(jobLink).toBe(`${appOrigin()}/jobs/${jobId}`);
  await page.goto(jobLink ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();

  // The contractor heard of the application, in their own list.
  const theirs = (await (await contractor.get('/api/notifications')).json()) as { items: { title: string }[] };
  expect(theirs.items.map((n) => n.title).sort()).toEqual([
    `Nova candidatura em Garçom — ${day}/${month}`,
    'Seus créditos acabaram', // the free plan's two: one to publish, one to approve
  ]);
  await contractor.dispose();
});

test('switching e-mail off for "Aprovações e turnos" sends no e-mail for the next approval', async ({ page }) => {
  const { api: contractor } = await newContractorApi({ company_name: `Buffet Silêncio ${uniqueId()}` });
  const freelancer = await signUp(page.request, freelancerSignup());

  await page.goto('/freelancer/profile');
  await page.getByRole('link', { name: /Preferências de notificação/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferências de notificação' })).toBeVisible();
  const shiftsEmail = page.getByRole('checkbox', { name: 'E-mail — Aprovações e turnos' });
  await expect(shiftsEmail).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail — Novidades' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Candidaturas/ })).toHaveCount(0); // a freelancer gets none
  await shiftsEmail.click();
  await expect(toast(page, 'Preferências salvas.')).toBeVisible();
  await expect(shiftsEmail).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-mail — Aprovações e turnos' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  const jobId = await publishJob(contractor, {
    company: 'Buffet Silêncio',
    segment: 'BARMAN',
    salaryCents: 9_000,
    inDays: 2,
  });
  await applyToJob(page.request, jobId);
  await approveOnlyApplication(contractor, jobId);
  // Concluding tells the freelancer to rate ('Avaliações', still by e-mail): once that e-mail is
  // out, the approval before it was handled too, and sent nothing. The shift was yesterday.
  await moveJobToYesterday(contractor, jobId);
  const completed = await contractor.post(`/api/contractor/jobs/${jobId}/complete`, {
    headers: { origin: appOrigin() },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const mails = await outboxOf(page.request, freelancer.email, 1);
  expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Serviço concluído: /)]);

  await page.goto('/notificacoes');
  await expect(page.getByRole('link', { name: /Você foi aprovado em/ })).toBeVisible();
  await contractor.dispose();
});

test.describe('push on the phone', () => {
  // The installable app's service worker receives pushes.
  test.use({ serviceWorkers: 'allow' });

  test('permission is asked only after the button; then an approval reaches this phone', async ({ page, context }) => {
    const pushService = await startFakePushService();
    const subscription = pushService.subscribe();
    await context.grantPermissions(['notifications']);
    await page.addInitScript((fake) => {
      const marks = window as unknown as { __permissionRequests: number };
      marks.__permissionRequests = 0;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        marks.__permissionRequests += 1;
        return ask();
      };
      // Headless Chromium reaches no vendor's push service: this browser's subscription is one of
      // the local push service's (its keys decrypt what the server sends). It lasts across page
      // loads, as a browser's does, until unsubscribed.
      const own = {
        endpoint: fake.endpoint,
        toJSON: () => fake,
        unsubscribe: () => Promise.resolve(localStorage.removeItem('fake-push') === undefined),
      };
      PushManager.prototype.subscribe = function () {
        localStorage.setItem('fake-push', '1');
        return Promise.resolve(own as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        return Promise.resolve(localStorage.getItem('fake-push') ? (own as unknown as PushSubscription) : null);
      };
    }, subscription);
    const permissionRequests = () =>
      page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests);

    const { api: contractor } = await newContractorApi({ company_name: `Bar Push ${uniqueId()}` });
    await signUp(page.request, freelancerSignup());
    await page.goto('/notificacoes');
    const prompt = page.getByRole('region', { name: 'Receba avisos de aprovação e lembretes de turno no celular' });
    await expect(prompt).toBeVisible();
    expect(await permissionRequests()).toBe(0);
    await prompt.getByRole('button', { name: 'Ativar notificações' }).click();
    await expect(toast(page, 'Notificações ativadas neste aparelho.')).toBeVisible();
    expect(await permissionRequests()).toBe(1);
    await expect(prompt).toBeHidden();

    await page.goto('/notificacoes/preferencias');
    await expect(page.getByText(/^Chrome no \S+ \(este aparelho\)$/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Push — Aprovações e turnos' })).toBeChecked();

    const [, month, day] = isoDate(3).split('-');
    const jobId = await publishJob(contractor, {
      company: 'Bar Push',
      segment: 'GARCOM',
      salaryCents: 10_000,
      inDays: 3,
    });
    await applyToJob(page.request, jobId);
    await approveOnlyApplication(contractor, jobId);
    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    expect(pushService.rejected).toEqual([]);
    const payload = pushService.received[0]?.payload ?? '{}';
    expect(JSON.parse(payload)).toMatchObject({
      title: `Você foi aprovado em Garçom — ${day}/${month}!`,
      url: `/jobs/${jobId}`,
    });

    // The phone's service worker shows what the server pushed, and keeps the screen a tap opens.
    // Chromium drops a push delivered to a registration whose worker is not yet *activated*: still
    // installing its precache, or still activating (its clean-up) on a busy machine, when
    // `navigator.serviceWorker.ready` has already resolved. Wait for 'activated', as a push service's
    // delivery would find it.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        }),
      );
    });
    // Chromium's getNotifications() deletes, as closed, a stored notification created before the call
    // that the platform does not list as displayed yet: asked while the worker's showNotification is
    // still between storing and displaying (a window that widens on a busy machine), it loses the
    // notification for good and every later call answers []. So the page asks only once the worker's
    // showNotification has resolved (the platform has it then): the worker counts them as they do.
    const worker = await runningWorker(page);
    await worker.evaluate(() => {
      const scope = globalThis as unknown as {
        registration: { showNotification: (title: string, options?: object) => Promise<void> };
        __shown: string[];
      };
      scope.__shown = [];
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = async (title, options) => {
        await show(title, options);
        scope.__shown.push(title);
      };
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: payload,
    });
    await expect
      .poll(() => worker.evaluate(() => (globalThis as unknown as { __shown: string[] }).__shown))
      .toEqual([`Você foi aprovado em Garçom — ${day}/${month}!`]);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url?: string } | null)?.url,
          })),
        ),
      )
      .toEqual([
        {
          title: `Você foi aprovado em Garçom — ${day}/${month}!`,
          body: expect.stringContaining('das 19:00 às 23:00'),
          url: `/jobs/${jobId}`,
        },
      ]);

    // Removing the device stops the pushes to it.
    await page.getByRole('button', { name: /^Remover Chrome no / }).click();
    await expect(toast(page, 'Aparelho removido.')).toBeVisible();
    await expect(page.getByText('Nenhum aparelho recebe notificações ainda.')).toBeVisible();
    await contractor.dispose();
    await pushService.close();
  });
});

/** The page's service worker, started by a message if it had stopped (idle), as Playwright sees it. */
async function runningWorker(page: Page): Promise<Worker> {
  const isOurs = (worker: Worker) => new URL(worker.url()).pathname === '/sw.js';
  const running = page.context().serviceWorkers().find(isOurs);
  if (running) return running;
  const started = page.context().waitForEvent('serviceworker', { predicate: isOurs });
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.postMessage({ type: 'PING' }));
  return started;
}
