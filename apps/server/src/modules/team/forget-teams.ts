import type { Tx } from '../../db/client.ts';
import * as teamRepo from './team.repo.ts';

/**
 * 'Excluir minha conta' (decision 0051), in the deletion's transaction: the person leaves every team
 * and every block goes, either way. Visibility caches expire by themselves: nobody sees the deleted
 * person's jobs any more (they are cancelled) and the deleted person sees nothing.
 */
export function forgetTeamsOf(tx: Tx, userId: string): Promise<void> {
  return teamRepo.forgetTeamsOf(tx, userId);
}
