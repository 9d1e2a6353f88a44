import type { CreatedReport, CreateReportInput } from '@vamos/shared/schemas/reports';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import * as reportsRepo from './reports.repo.ts';

type Input = {
  target_type: CreateReportInput['target_type'];
  target_id: string;
  category: CreateReportInput['category'];
  text: string;
};

/**
 * `POST /api/reports` ('Denunciar', decision 0054): a signed-in person reports a job, a profile or an
 * evaluation that exists (REPORT_TARGET_NOT_FOUND), is not their own or their company's
 * (REPORT_OWN_TARGET), and that they have no open report on yet (REPORT_ALREADY_OPEN: the unique
 * index decides, so two quick clicks store one). The operators' queue shows it, oldest first.
 */
export async function createReport(deps: Pick<Deps, 'db'>, actor: Actor, input: Input): Promise<CreatedReport> {
  if (!isUuid(input.target_id)) throw new AppError('REPORT_TARGET_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    const target = await reportsRepo.findTargetOwners(tx, input.target_type, input.target_id);
    if (!target) throw new AppError('REPORT_TARGET_NOT_FOUND');
    if (target.ownerIds.some((id) => id === actor.id || id === actor.personId)) throw new AppError('REPORT_OWN_TARGET');
    const id = await reportsRepo.insertReport(tx, {
      reporterId: actor.personId,
      targetType: input.target_type,
      targetId: input.target_id,
      category: input.category,
      text: input.text,
    });
    if (!id) throw new AppError('REPORT_ALREADY_OPEN');
    return { id };
  });
}
