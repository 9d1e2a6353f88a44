import { describe, expect, it } from 'vitest';
import { notificationEmail } from './notification-email.ts';
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

describe('renderNotice: a rating received opens it', () => {
  it.each(['freelancer', 'contractor'] as const)('for a %s: the received tab, at that evaluation', (role) => {
    const { title, link } = renderNotice({
      userId: 'u1',
      kind: 'evaluation_received',
      ref: 'evaluation:ev1',
      data: { ...job, evaluationId: 'ev1', rating: 4, evaluatorName: 'Ana Souza', role },
    });
    expect(title).toBe('Você recebeu uma avaliação de Ana Souza');
    expect(link).toBe(`/${role}/evaluation?received=ev1`);
  });

  it("its e-mail's button says so", async () => {
    const mail = await notificationEmail(
      {
        to: 'ana@exemplo.com',
        name: 'Ana Souza',
        kind: 'evaluation_received',
        category: 'evaluations',
        title: 'Você recebeu uma avaliação de Pedro Lima',
        body: '5 estrelas em Garçom — 12/12.',
        actionUrl: 'http://localhost:3000/freelancer/evaluation?received=ev1',
        preferencesUrl: 'http://localhost:3000/notificacoes/preferencias',
        unsubscribeUrl: 'http://localhost:3000/api/notifications/unsubscribe?token=t',
      },
      'http://localhost:3000',
    );
    expect(mail.text).toContain('Ver avaliação: http://localhost:3000/freelancer/evaluation?received=ev1');
  });
});
