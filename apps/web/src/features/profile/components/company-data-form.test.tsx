import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyUpdate } from '@vamos/shared/schemas/profile';
import type { CompanyValues } from '../lib/company-values';
import { CompanyDataForm } from './company-data-form';

const EMPTY: CompanyValues = {
  company_name: '',
  company_legal_name: '',
  company_sector: '',
  cnpj: '',
  company_phone: '',
  company_email: '',
};

function setup(values: CompanyValues = EMPTY) {
  const onSubmit = vi.fn<(data: CompanyUpdate) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<CompanyDataForm values={values} onSubmit={onSubmit} />);
  const save = () => user.click(screen.getByRole('button', { name: 'Salvar Dados Empresariais' }));
  return { user, onSubmit, save };
}

describe('CompanyDataForm', () => {
  afterEach(cleanup);

  it('saves blank fields as null', async () => {
    const { onSubmit, save } = setup();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      company_name: null,
      company_legal_name: null,
      company_sector: null,
      cnpj: null,
      company_phone: null,
      company_email: null,
    });
  });

  it('checks a filled CNPJ, phone and e-mail, and clears each error on edit', async () => {
    const { user, onSubmit, save } = setup();
    await user.type(screen.getByLabelText('CNPJ'), '11222333000100');
    await user.type(screen.getByLabelText('Telefone da empresa'), '1199');
    await user.type(screen.getByLabelText('E-mail da empresa'), 'bar@');
    await save();
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail da empresa'), 'x');
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
  });

  it('masks and normalizes the documents', async () => {
    const { user, onSubmit, save } = setup();
    await user.type(screen.getByLabelText('Nome fantasia'), 'Bar do Zé');
    await user.selectOptions(screen.getByLabelText('Setor'), 'Bar');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.type(screen.getByLabelText('Telefone da empresa'), '1133334444');
    await user.type(screen.getByLabelText('E-mail da empresa'), 'Contato@Bar.com');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      company_name: 'Bar do Zé',
      company_sector: 'Bar',
      cnpj: '11222333000181',
      company_phone: '1133334444',
      company_email: 'contato@bar.com',
    });
  });
});
