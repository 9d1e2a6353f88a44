/** Screen texts of the profile pages (spec 01 §8 "Profile update" and "Upload", spec 02 §8 Upload). */
export const PROFILE_TEXTS = {
  loading: 'Carregando perfil...',
  save: 'Salvar Alterações',
  saveCompany: 'Salvar Dados Empresariais',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  savedTitle: 'Perfil atualizado com sucesso!',
  savedDescription: 'Suas informações foram salvas.',
  saveFailedTitle: 'Erro ao atualizar perfil',
  removeFailedTitle: 'Erro ao remover imagem',
} as const;
