import { describe, expect, it } from 'vitest';
import {
  NOTICE_BANDS,
  cancellationConsequence,
  cancellationConsequenceText,
  cancellationPayText,
  isLateCancellation,
  lateCancellationCompensation,
  strikesForNotice,
  withdrawalConsequence,
  withdrawalConsequenceText,
} from './cancellation-policy.ts';
import { saoPauloInstant } from './dates.ts';

const HOUR = 60 * 60 * 1000;
const START = saoPauloInstant('2026-12-12', '10:00');
const before = (hours: number, ms = 0) => new Date(START.getTime() - hours * HOUR + ms);

describe('strikes by notice (≥ 24 h → 0, 8–24 h → 1, 2–8 h → 2, < 2 h → 3)', () => {
  it('has the bands of the policy', () => {
    expect(NOTICE_BANDS.map((b) => [b.minHours, b.strikes])).toEqual([
      [24, 0],
      [8, 1],
      [2, 2],
      [0, 3],
    ]);
  });

  it.each([
    ['two days before', before(48), 0],
    ['exactly 24 h before', before(24), 0],
    ['a millisecond under 24 h', before(24, 1), 1],
    ['exactly 8 h before', before(8), 1],
    ['a millisecond under 8 h', before(8, 1), 2],
    ['exactly 2 h before', before(2), 2],
    ['a millisecond under 2 h', before(2, 1), 3],
    ['at the start', START, 3],
    ['after the start', before(-1), 3],
  ])('%s → %i', (_, now, expected) => {
    expect(strikesForNotice(START, now)).toBe(expected);
  });

  it('counts from the start in São Paulo (10:00 there is 13:00 UTC)', () => {
    const shift = { serviceDate: '2026-12-12', startTime: '10:00', endTime: '18:00' };
    expect(withdrawalConsequence(shift, new Date('2026-12-12T08:00:00Z'))).toEqual({ hours_left: 5, strikes: 2 });
    expect(withdrawalConsequence(shift, new Date('2026-12-11T13:00:00Z'))).toEqual({ hours_left: 24, strikes: 0 });
  });
});

describe('what the dialog says', () => {
  it('names the hours and the strikes', () => {
    expect(withdrawalConsequenceText({ hours_left: 5, strikes: 2 })).toBe(
      'Faltam 5 horas para o turno: você receberá 2 advertências.',
    );
    expect(withdrawalConsequenceText({ hours_left: 12, strikes: 1 })).toBe(
      'Faltam 12 horas para o turno: você receberá 1 advertência.',
    );
    expect(withdrawalConsequenceText({ hours_left: 1, strikes: 3 })).toBe(
      'Falta 1 hora para o turno: você receberá 3 advertências.',
    );
    expect(withdrawalConsequenceText({ hours_left: 0, strikes: 3 })).toBe(
      'Falta menos de 1 hora para o turno: você receberá 3 advertências.',
    );
    expect(withdrawalConsequenceText({ hours_left: 30, strikes: 0 })).toBe(
      'Faltam 24 horas ou mais para o turno: você não receberá advertência.',
    );
  });

  it('a late cancellation compensates with the application cost', () => {
    expect(lateCancellationCompensation(10_000)).toBe(10);
  });
});

describe("'Cancelar evento' by notice (≥ 24 h: refund; < 24 h: refund and compensation)", () => {
  const job = { serviceDate: '2026-12-12', startTime: '10:00', endTime: '18:00', salaryCents: 10_000 };

  it.each([
    ['two days before', before(48), false],
    ['exactly 24 h before', before(24), false],
    ['a millisecond under 24 h', before(24, 1), true],
    ['at the start', START, true],
    ['after the start', before(-1), true],
  ])('%s → late %s', (_, now, late) => {
    expect(isLateCancellation(job, now)).toBe(late);
  });

  it('says what happens to the people booked', () => {
    expect(cancellationConsequence(job, 2, before(5))).toEqual({
      booked: 2,
      hours_left: 5,
      late: true,
      compensation_coins: 10,
      pay: null,
    });
    expect(cancellationConsequenceText(cancellationConsequence(job, 2, before(5)))).toBe(
      'Faltam 5 horas para o evento: cada um dos 2 freelancers aprovados recebe de volta as moedas pagas e mais 10 moedas de compensação. O cancelamento conta como em cima da hora no seu histórico.',
    );
    expect(cancellationConsequenceText(cancellationConsequence(job, 1, before(0.5)))).toBe(
      'Falta menos de 1 hora para o evento: o freelancer aprovado recebe de volta as moedas pagas e mais 10 moedas de compensação. O cancelamento conta como em cima da hora no seu histórico.',
    );
    expect(cancellationConsequence(job, 1, before(30))).toEqual({
      booked: 1,
      hours_left: 30,
      late: false,
      compensation_coins: 0,
      pay: null,
    });
    expect(cancellationConsequenceText(cancellationConsequence(job, 1, before(30)))).toBe(
      'Faltam 24 horas ou mais para o evento: o freelancer aprovado recebe de volta as moedas pagas pela candidatura.',
    );
    expect(cancellationConsequenceText(cancellationConsequence(job, 0, before(5)))).toBe('');
  });

  it('on a guaranteed-pay job says what each place pays the freelancer and gives back, by PIX', () => {
    const place = { valueCents: 10_000, feeCents: 1_000, sharePercent: 50 };
    expect(cancellationConsequence(job, 1, before(5), place).pay).toEqual({ share_cents: 5_000, refund_cents: 5_500 });
    expect(cancellationPayText(cancellationConsequence(job, 1, before(5), place))).toBe(
      'Pagamento garantido: o freelancer aprovado recebe R$\u00a050,00 por PIX, e R$\u00a055,00 voltam para você por PIX.',
    );
    expect(cancellationPayText(cancellationConsequence(job, 2, before(30), place))).toBe(
      'Pagamento garantido: o valor pago de cada vaga (R$\u00a0110,00) volta para você por PIX.',
    );
    expect(cancellationPayText(cancellationConsequence(job, 2, before(5)))).toBe('');
    expect(cancellationPayText(cancellationConsequence(job, 0, before(5), place))).toBe('');
  });
});
