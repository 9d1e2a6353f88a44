import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationDeliveries, notifications } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  addManager,
  insertOperator,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reactivateUser, suspendUser } from '../operators/suspend-user.ts';
import { deliverDue } from './delivery-worker.ts';
import { notify, type Notice } from './notifications.service.ts';

const REASON = 'Conduta contrária aos termos de uso.';

/**
 * A suspended login (decision 0050) is e-mailed and pushed only what moved its money: its other
 * notices stay in the in-app list, their messages skipped; a company's suspension silences its
 * managers as well; after the reactivation everything goes out again. On both databases.
 */
describe.each(TEST_DATABASES)('deliveries to a suspended person on %s', (kind) => {
  let t: TestApp;
  let actor: OperatorActor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    actor = await insertOperator(t);
  });
  afterAll(async () => t.close());

  const rated = (who: SignedUpUser): Notice => ({
    userId: who.user.id,
    kind: 'evaluation_received',
    ref: randomUUID(),
    data: {
      jobId: randomUUID(),
      jobTitle: 'Garçom para casamento',
      serviceDate: '2030-12-12',
      evaluationId: randomUUID(),
      rating: 5,
      evaluatorName: 'Buffet Sol',
      role: 'contractor',
    },
  });
  const pixExpired = (who: SignedUpUser): Notice => ({
    userId: who.user.id,
    kind: 'payment_expired',
    ref: randomUUID(),
    data: { paymentId: randomUUID(), product: 'coins', amountCents: 2_990 },
  });
  const tell = (notices: Notice[]) => inTransaction(t.deps.db, (tx) => notify(t.deps, tx, notices));
  const emailsOf = async (who: SignedUpUser) =>
    (
      await t.deps.db
        .select({ kind: notifications.kind, status: notificationDeliveries.status })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(and(eq(notifications.userId, who.user.id), eq(notificationDeliveries.channel, 'email')))
    ).sort((a, b) => a.kind.localeCompare(b.kind) || a.status.localeCompare(b.status));
  const subjectsTo = async (who: SignedUpUser) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, who.email))).map((m) => m.subject).sort();
  const inAppOf = async (who: SignedUpUser) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).length;

  it('skips all but the money while the suspension stands, the managers of a suspended company too', async () => {
    const freelancer = await signupFreelancer(t);
    const other = await signupFreelancer(t);
    const company = await signupContractor(t);
    const manager = await addManager(t, company);
    await suspendUser(t.deps, actor, freelancer.user.id, REASON);
    await suspendUser(t.deps, actor, company.user.id, REASON);
    const suspensionMails = await subjectsTo(freelancer);

    await tell([rated(freelancer), pixExpired(freelancer), rated(manager), rated(other)]);
    await deliverDue(t.deps);

    expect(await emailsOf(freelancer)).toEqual([
      { kind: 'evaluation_received', status: 'skipped' },
      { kind: 'payment_expired', status: 'sent' },
    ]);
    expect(await subjectsTo(freelancer)).toEqual([...suspensionMails, 'Seu PIX expirou'].sort());
    expect(await emailsOf(manager)).toEqual([{ kind: 'evaluation_received', status: 'skipped' }]);
    expect(await emailsOf(other)).toEqual([{ kind: 'evaluation_received', status: 'sent' }]);
    // The in-app list keeps what was not sent: it is there after a reactivation.
    expect(await inAppOf(freelancer)).toBe(2);
  });

  it('sends everything again once the person is reactivated', async () => {
    const freelancer = await signupFreelancer(t);
    await suspendUser(t.deps, actor, freelancer.user.id, REASON);
    await tell([rated(freelancer)]);
    await deliverDue(t.deps);
    await reactivateUser(t.deps, actor, freelancer.user.id, REASON);
    await tell([rated(freelancer)]);
    await deliverDue(t.deps);

    expect(await emailsOf(freelancer)).toEqual([
      { kind: 'evaluation_received', status: 'sent' },
      { kind: 'evaluation_received', status: 'skipped' },
    ]);
  });
});
