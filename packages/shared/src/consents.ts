/**
 * Consents (LGPD, decision 0051): the documents a person accepts and the versions in force. No
 * imports: the web's first load may read it. When a text changes, raise its version here: every
 * signed-in person who accepted an older one sees the blocking 'Atualizamos nossos termos' screen
 * until they accept the new one.
 */
export const CONSENT_DOCUMENTS = ['terms', 'privacy', 'marketing'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** The versions in force of the documents a person must accept to use the app. */
export const CURRENT_VERSIONS = { terms: '2026-11-27', privacy: '2026-11-27' } as const;
export type VersionedDocument = keyof typeof CURRENT_VERSIONS;

export const CONSENT_DOCUMENT_LABELS: Record<ConsentDocument, string> = {
  terms: 'Termos de uso',
  privacy: 'Política de privacidade',
  marketing: 'Novidades e promoções (e-mail e notificações)',
};

/** What the deleted person's name becomes wherever their records stay (evaluations, jobs, the ledger's owner). */
export const REMOVED_USER_NAME = 'Usuário removido';

/** The messages of 'Meus dados' (the forms read them without zod; schemas/my-data.ts too). */
export const MY_DATA_MESSAGES = {
  passwordRequired: 'Digite sua senha para confirmar.',
  acceptRequired: 'Para continuar, aceite os termos de uso e a política de privacidade.',
} as const;
