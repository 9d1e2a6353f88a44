import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftWindow } from '@vamos/shared/dates';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { receiptNumber } from '@vamos/shared/receipts';
import type { Receipt } from '@vamos/shared/schemas/receipts';
import { payouts, shiftMoves } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  addManager,
  daysFromToday,
  grant,
  moveShift as moveJobInTime,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import type { TestApp } from '../../test/test-app.ts';
import { completeJob } from '../jobs/complete-job.ts';
import { runPayPass } from '../shift-pay/pay-worker.ts';
import { csvCell } from './receipts-csv.ts';

const HOUR = 3_600_000;

/**
 * The text a PDF shows: its content streams (inflated when compressed) read for the strings of the
 * text operators, each TJ array's pieces joined (pdfkit writes WinAnsi bytes as hex).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex'));
      texts.push(Buffer.concat(pieces).toString('latin1'));
    }
  }
  return texts.join('\n');
}

/** A São Paulo date and time for a start `hours` from now (negative: ago), 4 h long. */
const startingIn = (hours: number) => shiftStartingIn(hours * 60);

/**
 * Receipts of guaranteed pay (issue 27, decision 0046), on both databases: a sent pay-out's receipt
 * for the freelancer it paid and the company's people, as JSON and as a PDF; nobody else's, nothing
 * unsent; the company's month as CSV.
 */
describe.each(TEST_DATABASES)('receipts on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind, { GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT: '50' }));
  });
  afterAll(async () => t.close());

  const get = (u: SignedUpUser | null, url: string) =>
    t.request({ method: 'GET', url, ...(u ? { cookie: u.cookie } : {}) });
  const payoutOf = async (shiftId: string) =>
    (await t.deps.db.select().from(payouts).where(eq(payouts.shiftId, shiftId)))[0]!;

  /** A paid place (R$ 180,00, fee R$ 18,00) on a shift yesterday 10:00–14:00, concluded and paid out. */
  async function paidOut(owner = contractor, { checkInOut = false } = {}) {
    const place = await fundPlace(t, local, owner);
    const when = { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' };
    await moveJobInTime(t, place.job.id, when);
    if (checkInOut) {
      // The freelancer checked in at 10:05 and the shift was concluded at 14:20: 4,25 h.
      const { startsAt } = shiftWindow({ serviceDate: when.service_date, startTime: '10:00', endTime: '14:00' });
      await t.deps.db.insert(shiftMoves).values([
        {
          shiftId: place.shiftId,
          move: 'check_in',
          fromState: 'approved',
          toState: 'checked_in',
          actorId: place.f.user.id,
          at: new Date(startsAt.getTime() + 5 * 60_000),
        },
        {
          shiftId: place.shiftId,
          move: 'conclude',
          fromState: 'checked_in',
          toState: 'checked_out',
          actorId: place.f.user.id,
          at: new Date(startsAt.getTime() + 4 * HOUR + 20 * 60_000),
        },
      ]);
    }
    await completeJob(t.deps, actorOf(owner), place.job.id);
    await runPayPass(t.deps);
    const payout = await payoutOf(place.shiftId);
    expect(payout).toMatchObject({ status: 'sent' });
    return { ...place, payout, when };
  }

  it('the freelancer paid and the company (owner and manager) read the same receipt', async () => {
    const { job, f, payout, when } = await paidOut();
    const res = await get(f, `/api/receipts/${payout.id}`);
    expect(res.statusCode).toBe(200);
    const receipt = res.json<Receipt>();
    expect(receipt).toEqual({
      payout_id: payout.id,
      number: receiptNumber(payout.id),
      kind: 'shift',
      issued_at: payout.sentAt!.toISOString(),
      contractor: { name: 'Bar do João', cnpj: '11.222.333/0001-81' },
      freelancer: { name: 'Maria da Silva', cpf: '529.982.247-25', receiving_as: 'person', mei_cnpj: null },
      job: {
        id: job.id,
        title: job.title,
        service_date: when.service_date,
        start_time: '10:00',
        end_time: '14:00',
      },
      worked: { checked_in_at: null, checked_out_at: null, hours: 4, source: 'schedule' },
      gross_cents: 18_000,
      fee_cents: 1_800,
      withholdings: [],
      net_cents: 18_000,
      contractor_total_cents: 19_800,
      pix: { end_to_end_id: payout.endToEndId, sent_at: payout.sentAt!.toISOString(), provider: 'local' },
    });
    expect(receipt.number).toMatch(/^VT-[0-9A-F]{8}$/);
    expect(receipt.number).toBe(`VT-${payout.id.slice(0, 8).toUpperCase()}`);

    expect((await get(contractor, `/api/receipts/${payout.id}`)).json()).toEqual(receipt);
    // The job's details lead the company to it: the candidate's pay names the sent pay-out.
    const details = (await get(contractor, `/api/contractor/jobs/${job.id}`)).json();
    expect(details.applications[0]).toMatchObject({ pay: { status: 'released', payout_id: payout.id } });
    const manager = await addManager(t, contractor);
    expect((await get(manager, `/api/receipts/${payout.id}`)).json()).toEqual(receipt);
  });

  it("says how the freelancer receives, from their 'Recebimento' when the receipt is read", async () => {
    const { f, payout } = await paidOut();
    const receiptOf = async (who: SignedUpUser) => (await get(who, `/api/receipts/${payout.id}`)).json<Receipt>();
    expect((await receiptOf(f)).freelancer).toMatchObject({ receiving_as: 'person', mei_cnpj: null });
    const pdfOf = async () => pdfText((await get(f, `/api/receipts/${payout.id}/pdf`)).rawPayload);
    expect(await pdfOf()).toContain('Pessoa física (CPF 529.982.247-25)');

    const asMei = {
      key_type: 'email',
      key: `${f.user.id.slice(0, 8)}@gmail.com`,
      receiving_as: 'mei',
      mei_cnpj: '12345678000195',
    };
    const saved = await t.request({ method: 'PUT', url: '/api/freelancer/pix-key', cookie: f.cookie, payload: asMei });
    expect(saved.statusCode).toBe(200);
    const mei = { name: 'Maria da Silva', cpf: '529.982.247-25', receiving_as: 'mei', mei_cnpj: '12.345.678/0001-95' };
    expect((await receiptOf(f)).freelancer).toEqual(mei);
    expect((await receiptOf(contractor)).freelancer).toEqual(mei);
    const pdf = await pdfOf();
    expect(pdf).toContain('Recebe como');
    expect(pdf).toContain('MEI (CNPJ 12.345.678/0001-95)');

    // Without a key (removed since), the freelancer receives as a person.
    expect((await t.request({ method: 'DELETE', url: '/api/freelancer/pix-key', cookie: f.cookie })).statusCode).toBe(
      204,
    );
    expect((await receiptOf(contractor)).freelancer).toMatchObject({ receiving_as: 'person', mei_cnpj: null });
  });

  it("the hours are the check-in's and check-out's when both exist", async () => {
    const { f, payout } = await paidOut(contractor, { checkInOut: true });
    const receipt = (await get(f, `/api/receipts/${payout.id}`)).json<Receipt>();
    expect(receipt.worked).toMatchObject({
      checked_in_at: expect.any(String),
      checked_out_at: expect.any(String),
      hours: 4.25,
      source: 'check_in_out',
    });
  });

  it('nobody else reads it, and there is no receipt of an unsent pay-out or of no pay-out', async () => {
    const { payout } = await paidOut();
    const stranger = await signupFreelancer(t);
    const otherCompany = await signupContractor(t);
    const notFound = { error: { code: 'RECEIPT_NOT_FOUND', message: ERROR_MESSAGES.RECEIPT_NOT_FOUND } };
    for (const who of [stranger, otherCompany]) {
      for (const url of [`/api/receipts/${payout.id}`, `/api/receipts/${payout.id}/pdf`]) {
        const res = await get(who, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
    expect((await get(null, `/api/receipts/${payout.id}`)).statusCode).toBe(401);
    expect((await get(stranger, '/api/receipts/nao-e-um-id')).json()).toEqual(notFound);
    expect((await get(stranger, '/api/receipts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Released but not sent (no PIX key yet): a pay-out, not a receipt, for either side.
    const waiting = await fundPlace(t, local, contractor, { withKey: false });
    await moveJobInTime(t, waiting.job.id, { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' });
    await completeJob(t.deps, actorOf(contractor), waiting.job.id);
    await runPayPass(t.deps);
    const unsent = await payoutOf(waiting.shiftId);
    expect(unsent.status).toBe('waiting_key');
    expect((await get(waiting.f, `/api/receipts/${unsent.id}`)).statusCode).toBe(404);
    expect((await get(contractor, `/api/receipts/${unsent.id}/pdf`)).statusCode).toBe(404);
    const details = (await get(contractor, `/api/contractor/jobs/${waiting.job.id}`)).json();
    expect(details.applications[0]).toMatchObject({ pay: { status: 'released', payout_id: null } });
  });

  it("a late cancellation's receipt is the freelancer's share and the fee on it", async () => {
    const place = await fundPlace(t, local, contractor);
    await moveJobInTime(t, place.job.id, startingIn(10));
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${place.job.id}/cancel`,
      cookie: contractor.cookie,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(204);
    await runPayPass(t.deps);
    const payout = await payoutOf(place.shiftId);
    const receipt = (await get(contractor, `/api/receipts/${payout.id}`)).json<Receipt>();
    expect(receipt).toMatchObject({
      kind: 'late_cancellation',
      gross_cents: 9_000,
      fee_cents: 900,
      net_cents: 9_000,
      contractor_total_cents: 9_900,
      worked: { source: 'schedule', hours: 4, checked_in_at: null },
    });
  });

  it('the PDF is the receipt, downloaded as recibo-VT-….pdf', async () => {
    const { f, payout, job } = await paidOut();
    const res = await get(f, `/api/receipts/${payout.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = receiptNumber(payout.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Recibo de pagamento',
      number,
      'Bar do João',
      '11.222.333/0001-81',
      'Maria da Silva',
      '529.982.247-25',
      'Recebe como',
      'Pessoa física (CPF 529.982.247-25)',
      job.title,
      'R$\u00a0180,00',
      'R$\u00a018,00',
      'R$\u00a0198,00',
      payout.endToEndId!,
      'agente de pagamento do contratante',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await get(contractor, `/api/receipts/${payout.id}/pdf`)).statusCode).toBe(200);
  });

  it("the company's month as CSV: one line per PIX sent in it and the totals, in pt-BR", async () => {
    const company = await signupContractor(t, { company_name: 'Buffet Festa Boa' });
    await grant(t, company.user.id, 'credit', 10);
    const first = await paidOut(company);
    const second = await paidOut(company, { checkInOut: true });
    const asMei = {
      key_type: 'email',
      key: `${second.f.user.id.slice(0, 8)}@gmail.com`,
      receiving_as: 'mei',
      mei_cnpj: '12.345.678/0001-95',
    };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/freelancer/pix-key',
      cookie: second.f.cookie,
      payload: asMei,
    });
    expect(saved.statusCode).toBe(200);
    // Sent near the turn of a month, São Paulo's calendar names it: the test runs at any hour.
    const spMonth = new Date(first.payout.sentAt!.getTime() - 3 * HOUR).toISOString().slice(0, 7);

    const res = await get(company, `/api/contractor/receipts.csv?month=${spMonth}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibos-${spMonth}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Recibo;Data do turno;Vaga;Freelancer;CPF;Horas;Valor bruto;Taxa de serviço;Retenções;Valor líquido;ID da transação PIX;Enviado em',
    );
    const serviceDate = first.when.service_date.split('-').reverse().join('/');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${receiptNumber(first.payout.id)};${serviceDate};${first.job.title};Maria da Silva;529\\.982\\.247-25;4,00;180,00;18,00;0,00;180,00;${first.payout.endToEndId};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
    expect(lines[2]).toContain(`${receiptNumber(second.payout.id)};`);
    expect(lines[2]).toContain(';4,25;180,00;18,00;0,00;180,00;');
    expect(lines[3]).toBe('Total;;;;;8,25;360,00;36,00;0,00;360,00;;');
    expect(lines).toHaveLength(5);

    // 'Pagamentos' reads the same month as JSON, with its sums.
    const listed = (await get(company, `/api/contractor/receipts?month=${spMonth}`)).json();
    expect(listed).toMatchObject({
      month: spMonth,
      receipts: [
        { payout_id: first.payout.id, freelancer: { receiving_as: 'person', mei_cnpj: null } },
        { payout_id: second.payout.id, freelancer: { receiving_as: 'mei', mei_cnpj: '12.345.678/0001-95' } },
      ],
      totals: {
        gross_cents: 36_000,
        fee_cents: 3_600,
        withholdings_cents: 0,
        net_cents: 36_000,
        contractor_total_cents: 39_600,
      },
    });
    // The company's managers export it too; another company's month has none of these.
    const manager = await addManager(t, company);
    expect((await get(manager, `/api/contractor/receipts.csv?month=${spMonth}`)).body).toBe(res.body);
    const others = (await get(contractor, `/api/contractor/receipts.csv?month=${spMonth}`)).body;
    expect(others).not.toContain(receiptNumber(first.payout.id));
    // Another month is only the header and a zero total.
    const empty = (await get(company, '/api/contractor/receipts.csv?month=2020-01')).body.slice(1).split('\r\n');
    expect(empty).toEqual([lines[0], 'Total;;;;;0,00;0,00;0,00;0,00;0,00;;', '']);
  });

  it('refuses a month that is not one, and a freelancer', async () => {
    const f = await signupFreelancer(t);
    for (const route of ['/api/contractor/receipts.csv', '/api/contractor/receipts']) {
      for (const query of ['?month=2026-13', '?month=11-2026', '']) {
        const res = await get(contractor, `${route}${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('Informe o mês no formato AAAA-MM.');
      }
      expect((await get(f, `${route}?month=2026-11`)).statusCode).toBe(403);
    }
  });
});

describe('a CSV cell', () => {
  it('is quoted around separators, quotes and line breaks, and never read as a formula', () => {
    expect(csvCell('Garçom')).toBe('Garçom');
    expect(csvCell('Bar; "Festa"')).toBe('"Bar; ""Festa"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
  });
});
