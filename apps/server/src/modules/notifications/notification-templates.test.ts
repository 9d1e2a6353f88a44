import { describe, expect, it } from 'vitest';
import { renderNotice } from './notification-templates.ts';

const job = { jobId: 'a1b2', jobTitle: 'Garçom', serviceDate: '2030-12-12' };

describe('renderNotice: a shift past midnight says it ends the next day', () => {
  it.each([
    ['22:00:00', '04:00:00', 'das 22:00 às 04:00 (dia seguinte)'],
    ['18:00:00', '23:30:00', 'das 18:00 às 23:30,'],
  ])('approval of %s → %s reads "%s"', (startTime, endTime, expected) => {
    const { body } = renderNotice({
      userId: 'u1',
      kind: 'application_approved',
      ref: 'r1',
      data: {
        ...job,
        applicationId: 'ap1',
        startTime,
        endTime,
        address: 'Avenida Paulista, 1000',
        company: 'Bar do João',
      },
    });
    expect(body).toContain(expected);
  });

  it.each([
    ['23:00', '02:00', 'das 23:00 às 02:00 (dia seguinte).'],
    ['19:00', '23:00', 'das 19:00 às 23:00.'],
  ])('shift change to %s → %s reads "%s"', (startTime, endTime, expected) => {
    const { body } = renderNotice({
      userId: 'u1',
      kind: 'shift_changed',
      ref: 'r1',
      data: { ...job, startTime, endTime },
    });
    expect(body).toContain(expected);
  });
});
