import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADDRESS, appOrigin, contractorSignup, newApiContext, signUp, type ContractorSignupInput } from './accounts';
import { isoDate } from './ui';

/** Marketplace set-up through the API (the other side of a journey) and the locators of its screens. */

/** A contractor of our own, signed in in a cookie jar of its own. Dispose `api` at the end. */
export async function newContractorApi(
  overrides: Partial<ContractorSignupInput> = {},
): Promise<{ api: APIRequestContext; account: ContractorSignupInput }> {
  const api = await newApiContext();
  const account = await signUp(api, contractorSignup(overrides));
  return { api, account };
}

export type JobSpec = { company: string; segment: string; salaryCents: number; inDays: number };

/**
 * Publishes a job (1 credit) at the accounts' address, one person, 19:00–23:00, paid the day
 * after; `extra` replaces any field of the request. Its title is the segment's label. Returns its id.
 */
export async function publishJob(
  contractor: APIRequestContext,
  job: JobSpec,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await contractor.post('/api/contractor/jobs', {
    headers: { origin: appOrigin() },
    data: {
      company: job.company,
      ...ADDRESS,
      service_date: isoDate(job.inDays),
      payment_date: isoDate(job.inDays + 1),
      start_time: '19:00',
      end_time: '23:00',
      salary_cents: job.salaryCents,
      requirements: 'Camisa social preta.',
      gender_preference: 'no_preference',
      segment: job.segment,
      description: 'Atendimento em jantar para 40 convidados.',
      required_people: 1,
      lanche_no_local: true,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The freelancer behind `request` applies to the job (no coins move yet). */
export async function applyToJob(request: APIRequestContext, jobId: string): Promise<void> {
  const applied = await request.post(`/api/jobs/${jobId}/apply`, { headers: { origin: appOrigin() } });
  expect(applied.status(), await applied.text()).toBe(201);
}

/** The contractor approves the (only) application on their job: 1 credit, and the freelancer's coins. */
export async function approveOnlyApplication(contractor: APIRequestContext, jobId: string): Promise<void> {
  const detail = (await (await contractor.get(`/api/contractor/jobs/${jobId}`)).json()) as {
    applications: { id: string }[];
  };
  const approved = await contractor.post(`/api/contractor/applications/${detail.applications[0]?.id}/approve`, {
    headers: { origin: appOrigin() },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** A job card of the freelancer's board (/freelancer/jobs), by its title link. */
export function boardJobCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** A job card of the contractor's list (/contractor/jobs), named by its title. */
export function contractorJobCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** On a phone the board's filters fold under 'Filtros': open them. */
export async function openBoardFilters(page: Page): Promise<void> {
  // The toggle draws with the panel: until the panel is there, `isVisible` answers false at once
  // and the filters would stay folded (a CI run's select then waited its whole timeout).
  await expect(page.getByRole('region', { name: 'Filtros de vagas' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The freelancer's coin balance chip (board hero), by its spoken name. */
export function coinChip(page: Page, coins: number): Locator {
  return page.getByRole('link', { name: new RegExp(`Saldo: ${coins} moedas?\\.`) });
}

/**
 * Moves one of the contractor's jobs to yesterday (the development tools' `move-in-time`), so its
 * shift has started and ended: it can be concluded, and both sides may rate each other.
 */
export async function moveJobToYesterday(contractor: APIRequestContext, jobId: string): Promise<void> {
  const job = (await (await contractor.get(`/api/contractor/jobs/${jobId}`)).json()) as { service_date: string };
  const days = Math.round((Date.parse(isoDate(-1)) - Date.parse(job.service_date)) / 86_400_000);
  const moved = await contractor.post(`/api/dev/jobs/${jobId}/move-in-time`, {
    headers: { origin: appOrigin() },
    data: { days },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * Makes one of the contractor's jobs start `minutes` from now (negative: started that long ago),
 * keeping its length (the development tools' `start-in`): the hours around a shift, to check in,
 * mark a no-show or cancel late.
 */
export async function startJobIn(contractor: APIRequestContext, jobId: string, minutes: number): Promise<void> {
  const moved = await contractor.post(`/api/dev/jobs/${jobId}/start-in`, {
    headers: { origin: appOrigin() },
    data: { minutes },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
