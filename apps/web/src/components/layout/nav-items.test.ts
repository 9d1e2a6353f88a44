import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const labels = (...args: Parameters<typeof navItemsFor>) => navItemsFor(...args).map((item) => item.label);

describe('the contractor navigation', () => {
  it('gives the company’s owner its plans and its managers', () => {
    expect(labels('contractor', 'owner')).toEqual([
      'Vagas',
      'Avaliar',
      'Assinatura',
      'Perfil',
      'Minha equipe',
      'Pagamentos',
      'Gerentes',
      'FAQ',
    ]);
    const managers = navItemsFor('contractor', 'owner').find((item) => item.key === 'managers');
    expect(managers).toMatchObject({ href: '/contractor/gerentes', primary: false });
  });

  it('leaves the owner’s pages out of a manager’s', () => {
    expect(labels('contractor', 'manager')).toEqual([
      'Vagas',
      'Avaliar',
      'Perfil',
      'Minha equipe',
      'Pagamentos',
      'FAQ',
    ]);
  });

  it('is the owner’s for a session that names no company role', () => {
    expect(labels('contractor')).toEqual(labels('contractor', 'owner'));
  });

  it('never shows a freelancer a company’s page', () => {
    expect(labels('freelancer')).toEqual(['Vagas', 'Agenda', 'Avaliar', 'Moedas', 'Perfil', 'FAQ']);
  });
});
