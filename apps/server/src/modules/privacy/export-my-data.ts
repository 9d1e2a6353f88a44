import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { readPersonRows, type PersonRows } from './my-data.repo.ts';

/** Who answers for the data and how to reach them (config: COMPANY_LEGAL_NAME, COMPANY_CNPJ, DPO_EMAIL). */
export type Controller = { legal_name: string; cnpj: string; dpo_email: string };

export type MyDataExport = {
  export: { app: 'Vamos Trabalhar'; generated_at: string; person_id: string; controller: Controller };
  /** Every table the person appears in (my-data.repo.ts), its rows with the database's column names. */
  tables: PersonRows;
};

export function controllerOf(config: Deps['config']): Controller {
  return { legal_name: config.COMPANY_LEGAL_NAME, cnpj: config.COMPANY_CNPJ, dpo_email: config.DPO_EMAIL };
}

/**
 * `GET /api/me/data` ('Baixar meus dados', LGPD Art. 18 II and V, decision 0051): everything held
 * about the person who asks, produced at once from the database. A manager gets their own login's
 * data (the company's is its owner's).
 */
export async function exportMyData(deps: Pick<Deps, 'db' | 'config'>, actor: Actor): Promise<MyDataExport> {
  return {
    export: {
      app: 'Vamos Trabalhar',
      generated_at: new Date().toISOString(),
      person_id: actor.personId,
      controller: controllerOf(deps.config),
    },
    tables: await readPersonRows(deps.db, actor.personId),
  };
}
