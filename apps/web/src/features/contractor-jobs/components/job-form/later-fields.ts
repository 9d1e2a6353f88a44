/**
 * The job form's fields that come after its first paint, in one chunk (the create page's first-load
 * budget): 'Convidar minha equipe primeiro' and 'Pagamento garantido pelo Vamos Trabalhar'.
 */
export { InviteFirstFields } from './invite-first-fields';
export { JobGuaranteedPayFields } from './guaranteed-pay-fields';
