import type { MyReliability } from '@vamos/shared/schemas/reliability';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { reliabilityOf } from './shifts.service.ts';

/**
 * `GET /api/freelancer/reliability`: the signed-in freelancer's own reliability, as contractors see
 * it on their applications ('97% de comparecimento · 34 turnos', or 'Novo').
 */
export async function getMyReliability(deps: Pick<Deps, 'db'>, actor: Actor): Promise<MyReliability> {
  const reliability = (await reliabilityOf(deps.db, [actor.id])).get(actor.id);
  return { reliability: reliability ?? { attendance_percent: null, shifts: 0 } };
}
