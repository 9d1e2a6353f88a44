/** Date shown as 'Última atualização' on both legal pages (dd/MM/yyyy). */
export const LEGAL_UPDATED_AT = '27/11/2026';
