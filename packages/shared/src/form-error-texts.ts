/**
 * The catalogue's texts that the browser's forms say themselves, before or instead of asking the
 * server: a CEP looked up, a photo checked before its upload, an address asked with a malformed
 * CEP. Their own module so a form's page does not load the whole catalogue (errors.ts, which takes
 * these texts from here), as error-body.ts does for INTERNAL's.
 */
export const FORM_ERROR_TEXTS = {
  VALIDATION: 'Dados inválidos. Verifique as informações e tente novamente.',
  CEP_NOT_FOUND: 'CEP não encontrado',
  CEP_LOOKUP_FAILED: 'Não foi possível buscar o endereço. Tente novamente.',
  UNSUPPORTED_FILE: 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
  FILE_TOO_LARGE: 'Arquivo muito grande. Tamanho máximo: 5MB',
} as const;
