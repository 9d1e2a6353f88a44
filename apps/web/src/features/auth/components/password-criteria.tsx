import type { ReactNode } from 'react';
import { Check, Circle, X } from 'lucide-react';
import { PASSWORD_CRITERIA_TITLE, passwordMissingItems } from '@vamos/shared/password-rules';
import { cn } from '@/lib/cn';

/** The four criteria in the spec's order (an empty password misses them all). */
const CRITERIA = passwordMissingItems('');

type PasswordCriteriaProps = {
  password: string;
  /** After a failed submit, unmet items turn red. */ showErrors?: boolean;
};

/** Live checklist under the password field: 8 caracteres, 1 letra maiúscula, 1 letra minúscula, 1 número. */
export function PasswordCriteria({ password, showErrors = false }: PasswordCriteriaProps) {
  const missing = new Set(passwordMissingItems(password));
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5">
      <p className="text-xs font-medium text-slate-700">A senha precisa ter:</p>
      <ul className="mt-1.5 grid grid-cols-2 gap-x-3 gap-y-1">
        {CRITERIA.map((item) => {
          const met = !missing.has(item);
          const Icon = met ? Check : showErrors ? X : Circle;
          return (
            <li
              key={item}
              className={cn(
                'flex items-center gap-1.5 text-xs',
                met ? 'text-emerald-700' : showErrors ? 'text-red-700' : 'text-slate-600',
              )}
            >
              <Icon className="size-3.5 shrink-0" aria-hidden />
              <span>
                {item}
                <span className="sr-only">{met ? ' (atendido)' : ' (pendente)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The password field's error: 'Senha não atende aos critérios' as a title with the missing items
 * under it (spec 01 §5 rule 6); any other message (e.g. 'Senha obrigatória') as is.
 */
export function passwordErrorContent(message: string | undefined, password: string): ReactNode {
  if (!message?.startsWith(PASSWORD_CRITERIA_TITLE)) return message;
  const missing = passwordMissingItems(password);
  if (missing.length === 0) return message;
  return (
    <>
      <span className="block font-semibold">{PASSWORD_CRITERIA_TITLE}</span>
      <span className="block">Faltam: {missing.join(', ')}</span>
    </>
  );
}
