import { Share, SquarePlus } from 'lucide-react';

/** How to add the app to the home screen on an iPhone, where Safari offers no install prompt. */
export function IosInstallSteps({ id }: { id: string }) {
  return (
    <ol id={id} className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700">
      <li>
        No Safari, toque em <strong>Compartilhar</strong>{' '}
        <Share className="inline size-4 align-text-bottom text-brand-700" aria-label="(ícone de compartilhar)" />.
      </li>
      <li>
        Escolha <strong>Adicionar à Tela de Início</strong>{' '}
        <SquarePlus className="inline size-4 align-text-bottom text-brand-700" aria-hidden />.
      </li>
      <li>
        Toque em <strong>Adicionar</strong>: o Vamos Trabalhar fica na tela inicial, como um app.
      </li>
    </ol>
  );
}
