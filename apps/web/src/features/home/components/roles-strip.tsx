import { ROLE_LABELS, type RoleCode } from '@vamos/shared/constants';

const SHOWN: RoleCode[] = [
  'GARCOM',
  'SEGURANCA',
  'BARTENDER',
  'CHURRASQUEIRO',
  'RECEPCAO',
  'LIMPEZA',
  'COZINHEIRO',
  'COPEIRO',
  'ATENDENTE',
  'MAITRE',
];

/** A strip of the functions people are hired for. */
export function RolesStrip() {
  return (
    <section aria-labelledby="roles-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <h2 id="roles-title" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Vagas para todas as funções do salão à cozinha
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {SHOWN.map((code) => (
            <li key={code} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800">
              {ROLE_LABELS[code]}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
