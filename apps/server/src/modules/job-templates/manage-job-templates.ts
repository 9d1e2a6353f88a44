import { MAX_JOB_TEMPLATES } from '@vamos/shared/job-template-limits';
import type { JobTemplateList, JobTemplateView, JobTemplateWrite } from '@vamos/shared/schemas/job-templates';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { isUuid } from '../../http/ids.ts';
import { presentJobTemplate } from './job-template-presenter.ts';
import * as templatesRepo from './job-templates.repo.ts';

/** Only contractors keep templates; each reads and deletes only their own (another's is 'not found'). */
function assertContractor(actor: Actor): void {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
}

/** `GET /api/contractor/job-templates`: newest first. */
export async function listJobTemplates(deps: Pick<Deps, 'db'>, actor: Actor): Promise<JobTemplateList> {
  assertContractor(actor);
  const rows = await templatesRepo.listByContractor(deps.db, actor.id);
  return { templates: rows.map(presentJobTemplate) };
}

/** `POST /api/contractor/job-templates`: at most MAX_JOB_TEMPLATES per contractor, also under concurrent requests. */
export async function createJobTemplate(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: JobTemplateWrite,
): Promise<JobTemplateView> {
  assertContractor(actor);
  return inTransaction(deps.db, async (tx) => {
    if ((await templatesRepo.lockAndCount(tx, actor.id)) >= MAX_JOB_TEMPLATES) {
      throw new AppError('JOB_TEMPLATE_LIMIT');
    }
    return presentJobTemplate(await templatesRepo.insertTemplate(tx, actor.id, input.name, input.fields));
  });
}

/** `DELETE /api/contractor/job-templates/:id`. */
export async function deleteJobTemplate(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  assertContractor(actor);
  if (!isUuid(id) || !(await inTransaction(deps.db, (tx) => templatesRepo.deleteTemplate(tx, actor.id, id)))) {
    throw new AppError('JOB_TEMPLATE_NOT_FOUND');
  }
}

/** 'Excluir minha conta' (decision 0051), in the deletion's transaction. */
export function deleteTemplatesOf(tx: Tx, contractorId: string): Promise<void> {
  return templatesRepo.deleteTemplatesOf(tx, contractorId);
}
