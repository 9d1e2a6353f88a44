/**
 * A job's segment: what the person hired does there (spec 01 §3). The job stores the code
 * (`jobs.segment`); its title and every screen show the label. Imports nothing: the web's first
 * load may read it.
 */

/** The one list of segments (spec 01 §3), in the spec's order. */
export const SEGMENT_CODES = [
  'AUXILIAR_COZINHA',
  'COZINHEIRO',
  'CHEF_COZINHA',
  'PIZZAIOLO',
  'CUMIN',
  'GARCOM',
  'BARTENDER',
  'MAITRE',
  'ATENDENTE',
  'RECEPCIONISTA',
  'SEGURANCA',
  'BARBACK',
  'CAIXA',
  'CHAPEIRO',
  'CHEFE_BAR',
  'CHOPEIRO',
  'CHURRASQUEIRO',
  'CONFEITEIRO',
  'CONTROLE_QUALIDADE',
  'COPEIRO',
  'ESTOQUISTA',
  'HOST_HOSTESS',
  'GARCOM_BILINGUE',
  'LIDER_PRODUCAO',
  'PADEIRO',
  'SOMMELIER',
  'SUBCHEFE_COZINHA',
  'SUSHIMAN',
  'RECEPCAO',
  'BARMAN',
  'LIMPEZA',
  'COZINHA',
] as const;

export type SegmentCode = (typeof SEGMENT_CODES)[number];

export const SEGMENT_LABELS: Record<SegmentCode, string> = {
  AUXILIAR_COZINHA: 'Auxiliar de Cozinha',
  COZINHEIRO: 'Cozinheiro',
  CHEF_COZINHA: 'Chef de Cozinha',
  PIZZAIOLO: 'Pizzaiolo',
  CUMIN: 'Cumim',
  GARCOM: 'Garçom',
  BARTENDER: 'Bartender',
  MAITRE: 'Maître',
  ATENDENTE: 'Atendente',
  RECEPCIONISTA: 'Recepcionista',
  SEGURANCA: 'Segurança',
  BARBACK: 'Barback',
  CAIXA: 'Caixa',
  CHAPEIRO: 'Chapeiro',
  CHEFE_BAR: 'Chefe de Bar',
  CHOPEIRO: 'Chopeiro',
  CHURRASQUEIRO: 'Churrasqueiro',
  CONFEITEIRO: 'Confeiteiro',
  CONTROLE_QUALIDADE: 'Controle de Qualidade',
  COPEIRO: 'Copeiro',
  ESTOQUISTA: 'Estoquista',
  HOST_HOSTESS: 'Host/Hostess',
  GARCOM_BILINGUE: 'Garçom Bilíngue',
  LIDER_PRODUCAO: 'Líder de Produção',
  PADEIRO: 'Padeiro',
  SOMMELIER: 'Sommelier',
  SUBCHEFE_COZINHA: 'Subchefe de Cozinha',
  SUSHIMAN: 'Sushiman',
  RECEPCAO: 'Recepção',
  BARMAN: 'Barman',
  LIMPEZA: 'Limpeza',
  COZINHA: 'Cozinha',
};

const UNSPECIFIED_LABEL = 'Não especificado';

export function isSegmentCode(value: string): value is SegmentCode {
  return (SEGMENT_CODES as readonly string[]).includes(value);
}

/** Label of a segment code; an unknown code is shown as is, an empty one as 'Não especificado'. */
export function segmentLabel(code?: string | null): string {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return UNSPECIFIED_LABEL;
  return isSegmentCode(trimmed) ? SEGMENT_LABELS[trimmed] : (code ?? '');
}
