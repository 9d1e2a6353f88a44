import { withdrawalConsequenceText, type WithdrawalConsequence } from '@vamos/shared/cancellation-policy';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What 'Desistir' will cost, as the server computed it for this shift now ('Faltam 5 horas para o
 * turno: você receberá 2 advertências.'), with the way to the policy. The web decides nothing.
 */
export function WithdrawalConsequenceNote({ consequence }: { consequence: WithdrawalConsequence | null }) {
  if (!consequence) return null;
  return (
    <p className="font-semibold text-slate-900">
      {withdrawalConsequenceText(consequence)}{' '}
      <Link to={paths.cancellationPolicy.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
        Ver a política de cancelamento
      </Link>
    </p>
  );
}

/** A link to the policy, for the dialogs whose rules it states (apply, approve, cancel the event). */
export function CancellationPolicyLink() {
  return (
    <Link to={paths.cancellationPolicy.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
      Política de cancelamento
    </Link>
  );
}
