/**
 * The sign-in and signup messages (spec 01 §8), apart from the schemas that use them: the login
 * screen shows them before zod (which comes with the form's validation) has loaded.
 */
export const AUTH_MESSAGES = {
  fillAllTitle: 'Campos obrigatórios',
  fillAll: 'Por favor, preencha todos os campos.',
  emailInvalid: 'E-mail inválido',
  confirmRequired: 'Confirmação de senha obrigatória',
  passwordsMismatch: 'Senhas não coincidem',
  nameRequired: 'Nome obrigatório',
  nameIncomplete: 'Nome incompleto',
  cpfInvalid: 'CPF inválido',
  phoneInvalid: 'Telefone inválido',
  positionRequired: 'Cargo obrigatório',
  positionInvalid: 'Cargo inválido',
  descriptionShort: 'Descrição muito curta',
  descriptionLong: 'Descrição muito longa',
  companyNameRequired: 'Nome fantasia obrigatório',
  companyNameShort: 'Nome fantasia deve ter pelo menos 2 caracteres',
  legalNameRequired: 'Razão social obrigatória',
  legalNameShort: 'Razão social deve ter pelo menos 2 caracteres',
  sectorRequired: 'Setor obrigatório',
  sectorInvalid: 'Setor inválido',
  cnpjInvalid: 'CNPJ inválido',
  emailsEqual: 'E-mails iguais',
  termsRequired: 'Termos de uso obrigatórios',
  userTypeInvalid: 'Tipo de usuário inválido',
} as const;
