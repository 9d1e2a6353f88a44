import { SEGMENT_LABELS, type SegmentCode } from '@vamos/shared/segments';

const SHOWN: SegmentCode[] = [
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

/** A strip of the segments people are hired for. */
export function SegmentsStrip() {
  return (
    <section aria-labelledby="segments-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <h2 id="segments-title" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Vagas para todas as funções do salão à cozinha
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {SHOWN.map((code) => (
            <li key={code} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800">
              {SEGMENT_LABELS[code]}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
