import { REMOVED_USER_NAME } from '@vamos/shared/consents';
import type { DeleteAccountInput } from '@vamos/shared/schemas/my-data';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { forgetRateLimitsOf } from '../../http/rate-limit.ts';
import { deleteOwnItemsOf } from '../agenda/agenda-items.ts';
import { deleteAlertsOf } from '../alerts/job-alerts.service.ts';
import { eraseLogin, forgetSessions, isPasswordOf } from '../auth/auth.service.ts';
import { activeManagerCount } from '../company/company.service.ts';
import { forgetNameInRatings } from '../evaluations/evaluations.service.ts';
import { deleteTemplatesOf } from '../job-templates/manage-job-templates.ts';
import { anonymiseJobsOf, cancelJobsOfLeavingContractor } from '../jobs/close-account-jobs.ts';
import { forgetPerson } from '../notifications/notifications.service.ts';
import { forgetPixKey } from '../payouts/payouts.service.ts';
import { eraseProfile, findProfileOf } from '../profiles/profiles.service.ts';
import { giveUpShiftsOf } from '../shifts/give-up-shifts.ts';
import { forgetTeamsOf } from '../team/forget-teams.ts';
import { deleteStoredImage } from '../uploads/uploads.service.ts';
import * as privacyRepo from './my-data.repo.ts';

/**
 * `POST /api/me/account/delete` ('Excluir minha conta', LGPD Art. 18 VI, decision 0051), confirmed
 * with the password. In one transaction: the deletion is recorded once (a second request finds it
 * and changes nothing); what is under way is given up through its owners' own operations (a
 * freelancer's shifts by the lifecycle's moves, a contractor's open jobs as 'Cancelar evento' does,
 * refunds included); then every personal field is erased or replaced by 'Usuário removido' in the
 * tables that keep the person's records (ledger, payments, ratings, shifts: Art. 16). After the
 * commit: the sessions end on every instance, the photos leave storage, the mailer and the PIX
 * provider forget the name. Refused, changing nothing, while money or a decision is pending.
 */
export async function deleteAccount(deps: Deps, actor: Actor, input: DeleteAccountInput): Promise<void> {
  if (actor.companyRole === 'manager' || actor.id !== actor.personId) throw new AppError('OWNER_ONLY');
  if (!(await isPasswordOf(deps.db, actor.id, input.password))) {
    throw new AppError('WRONG_PASSWORD', { fields: { password: 'Senha incorreta.' } });
  }
  const profile = await findProfileOf(deps, actor.id);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  // Every text that names the person, as others' records may hold it.
  const values = [profile.email, profile.fullName, profile.companyName, profile.companyLegalName, profile.companyEmail]
    .filter((v): v is string => typeof v === 'string' && v.trim().length >= 3)
    .filter((v, i, all) => all.indexOf(v) === i);
  const names = values.filter((v) => !v.includes('@'));
  await assertNothingPending(deps.db, actor);
  const now = new Date();

  const images = await inTransaction(deps.db, async (tx, afterCommit) => {
    if (!(await privacyRepo.insertDeletion(tx, actor.id, actor.role, now)))
      throw new AppError('ACCOUNT_ALREADY_DELETED');
    // Again under the deletion's row: a charge or a contest that began since the first look refuses it.
    await assertNothingPending(tx, actor);
    if (actor.role === 'freelancer') await giveUpShiftsOf(deps, tx, actor, now);
    if (actor.role === 'contractor') {
      afterCommit(await cancelJobsOfLeavingContractor(deps, tx, actor, now));
      await anonymiseJobsOf(tx, actor.id, REMOVED_USER_NAME);
      await deleteTemplatesOf(tx, actor.id);
    }
    for (const name of names) await forgetNameInRatings(tx, actor.id, name, REMOVED_USER_NAME);
    await forgetPerson(tx, actor.id, values, REMOVED_USER_NAME);
    await forgetPixKey(tx, actor.id);
    await deleteAlertsOf(tx, actor.id);
    await forgetTeamsOf(tx, actor.id);
    await deleteOwnItemsOf(tx, actor.id);
    const stored = await eraseProfile(tx, actor.id, REMOVED_USER_NAME);
    await eraseLogin(tx, actor.id, REMOVED_USER_NAME);
    return stored;
  });

  await forgetSessions(deps, actor.id);
  for (const url of images) await deleteStoredImage(deps, actor.id, url);
  await deps.mailer.forget?.({ email: profile.email, values }, REMOVED_USER_NAME);
  await deps.payments.forgetCustomer?.(await privacyRepo.providerPaymentIdsOf(deps.db, actor.id), REMOVED_USER_NAME);
  await forgetRateLimitsOf(deps.db, profile.email);
}

/** Refuses the deletion while something must settle first (decision 0051), saying what. */
async function assertNothingPending(db: DbOrTx, actor: Actor): Promise<void> {
  const pending = await privacyRepo.findDeletionBlockers(db, actor.id);
  const refuse = (message: string) => {
    throw new AppError('ACCOUNT_DELETION_BLOCKED', { message });
  };
  if (pending.contested > 0)
    refuse(
      'Há uma contestação de falta aguardando a decisão da nossa equipe. Você poderá excluir a conta quando ela for decidida.',
    );
  if (pending.underWay > 0)
    refuse(
      'Você tem um turno em andamento ou aguardando o pagamento do contratante. Tente de novo quando ele terminar.',
    );
  if (pending.shiftPay > 0)
    refuse(
      'Há um pagamento garantido em andamento (aguardando pagamento, retido ou em disputa). Você poderá excluir a conta quando ele for liberado ou reembolsado.',
    );
  if (pending.payouts > 0)
    refuse(
      'Você tem um valor a receber por PIX que ainda não foi enviado. Você poderá excluir a conta depois que ele for pago.',
    );
  if (pending.refunds > 0)
    refuse('Há um reembolso por PIX em andamento para você. Você poderá excluir a conta quando ele for concluído.');
  if (pending.pendingPayments > 0)
    refuse('Há uma cobrança PIX em aberto. Pague, cancele ou espere ela expirar antes de excluir a conta.');
  if (actor.role === 'contractor' && (await activeManagerCount(db, actor.id)) > 0)
    refuse("Sua empresa tem gerentes. Remova-os em 'Gerentes' antes de excluir a conta.");
}
