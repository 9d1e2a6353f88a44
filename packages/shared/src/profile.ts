/**
 * What a person says about themselves at signup and in the profile (spec 01 §3, §5): the
 * positions a freelancer offers, a company's sector, the length of a freelancer's description.
 * Positions are words a person picks for their profile, not the segment codes a job is published
 * under (segments.ts). Imports nothing (no zod): a form shows them before its schema loads.
 */

/** Position options offered at freelancer signup (spec 01 §3). */
export const FREELANCER_POSITIONS = [
  'Garçom',
  'Segurança',
  'Limpeza',
  'Churrasqueiro',
  'Copeiro',
  'Recepção',
  'Atendente',
] as const;

export type FreelancerPosition = (typeof FREELANCER_POSITIONS)[number];

export const COMPANY_SECTORS = [
  'Bar',
  'Restaurante',
  'Buffet',
  'Casa de Eventos',
  'Hotel',
  'Produtora de Eventos',
  'Catering',
  'Casa Noturna',
  'Outro',
] as const;

export type CompanySector = (typeof COMPANY_SECTORS)[number];

/** A freelancer's description at signup and in the profile: at most this many characters. */
export const DESCRIPTION_MAX_LENGTH = 500;
