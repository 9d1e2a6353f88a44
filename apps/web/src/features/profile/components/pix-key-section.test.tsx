import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { PIX_KEY_MESSAGES } from '@vamos/shared/schemas/pix-keys';
import type { PixKeyInput, PixKeyView } from '@vamos/shared/schemas/pix-keys';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { PixKeySection } from './pix-key-section';

recordToasts();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A saved key as the server answers it: an e-mail key of a person without a NIT/PIS, unless told otherwise. */
function view(overrides: Partial<PixKeyView> = {}): PixKeyView {
  return {
    key_type: 'email',
    masked_key: 'an***@gmail.com',
    holder_name: 'Ana Souza',
    receiving_as: 'person',
    nit_masked: null,
    mei_cnpj: null,
    updated_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

/** The card against a fake API holding one key (`saved`), recording the writes; only 529.982.247-25 is the person's CPF. */
function renderSection(saved: PixKeyView | null) {
  let current = saved;
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_to: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(current);
      const body = init?.body ? (JSON.parse(String(init.body)) as PixKeyInput) : null;
      writes.push({ method, body });
      if (method === 'DELETE') {
        current = null;
        return new Response(null, { status: 204 });
      }
      if (body?.key_type === 'cpf' && body.key !== '529.982.247-25') {
        const message = ERROR_MESSAGES.PIX_KEY_NOT_OWN_CPF;
        return json({ error: { code: 'PIX_KEY_NOT_OWN_CPF', message, fields: { key: message } } }, 400);
      }
      current = view({
        key_type: body?.key_type ?? 'email',
        receiving_as: body?.receiving_as ?? 'person',
        nit_masked: body?.nit ? '***.56874.**-*' : null,
        mei_cnpj: body?.receiving_as === 'mei' ? (body.mei_cnpj ?? null) : null,
      });
      return json(current);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PixKeySection />
    </QueryClientProvider>,
  );
  return { writes, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("'Recebimento' on the freelancer's profile", () => {
  it('saves an e-mail key and then shows it masked with the name', async () => {
    const { writes, user } = renderSection(null);
    const card = await screen.findByRole('region', { name: 'Recebimento' });
    expect(
      within(card).getByText('Sua chave PIX para receber o valor das vagas com pagamento garantido.'),
    ).toBeVisible();
    expect(await within(card).findByText('Nenhuma chave PIX cadastrada.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Remover chave' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cadastrar chave PIX' }));
    const type = await within(card).findByLabelText('Tipo de chave');
    expect([...(type as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'CPF',
      'Celular',
      'E-mail',
      'Chave aleatória',
    ]);
    await user.selectOptions(type, 'E-mail');
    const key = within(card).getByLabelText('Chave PIX');
    expect(key).toHaveAttribute('inputmode', 'email');
    await user.type(key, 'Ana.Souza@Gmail.com');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));

    expect(await within(card).findByText('an***@gmail.com')).toBeVisible();
    expect(within(card).getByText('Em nome de Ana Souza')).toBeVisible();
    expect(writes).toEqual([
      { method: 'PUT', body: { key_type: 'email', key: 'Ana.Souza@Gmail.com', receiving_as: 'person', nit: '' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Chave PIX salva.');
    expect(within(card).queryByLabelText('Chave PIX')).toBeNull();
    expect(within(card).getByText('Recebe como')).toBeVisible();
    expect(within(card).getByText('Pessoa física (CPF)')).toBeVisible();
    expect(within(card).queryByText(/NIT\/PIS/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Alterar chave' })).toBeVisible();
  });

  it("checks the key by its type before sending, and shows the server's word on another person's CPF", async () => {
    const { writes, user } = renderSection(null);
    const card = await screen.findByRole('region', { name: 'Recebimento' });
    await user.click(await within(card).findByRole('button', { name: 'Cadastrar chave PIX' }));
    await user.selectOptions(await within(card).findByLabelText('Tipo de chave'), 'Chave aleatória');
    await user.type(within(card).getByLabelText('Chave PIX'), 'abc-123');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText(/Chave aleatória inválida/)).toBeVisible();
    expect(writes).toEqual([]);

    await user.selectOptions(within(card).getByLabelText('Tipo de chave'), 'CPF');
    const key = within(card).getByLabelText('Chave PIX');
    expect(key).toHaveAttribute('inputmode', 'numeric');
    await user.type(key, '11144477735');
    expect(key).toHaveValue('111.444.777-35');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('A chave CPF precisa ser o seu próprio CPF.')).toBeVisible();
    expect(within(card).getByLabelText('Chave PIX')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes the key once confirmed', async () => {
    const { writes, user } = renderSection(view({ key_type: 'phone', masked_key: '(11) *****-4321' }));
    const card = await screen.findByRole('region', { name: 'Recebimento' });
    expect(await within(card).findByText('(11) *****-4321')).toBeVisible();
    expect(within(card).getByText('Chave PIX (Celular)')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Remover chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover chave PIX?' });
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remover chave' }));
    expect(await within(card).findByText('Nenhuma chave PIX cadastrada.')).toBeVisible();
    expect(writes).toEqual([{ method: 'DELETE', body: null }]);
    expect(toast.success).toHaveBeenCalledWith('Chave PIX removida.');
  });

  it('receives as a person by default, with an optional NIT/PIS checked before sending', async () => {
    const { writes, user } = renderSection(null);
    const card = await screen.findByRole('region', { name: 'Recebimento' });
    await user.click(await within(card).findByRole('button', { name: 'Cadastrar chave PIX' }));
    const how = await within(card).findByRole('group', { name: 'Como você recebe' });
    const radios = within(how).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['person', 'mei']);
    expect(within(how).getByRole('radio', { name: /Pessoa física \(CPF\)/ })).toBeChecked();
    expect(within(card).queryByLabelText('CNPJ do MEI')).toBeNull();

    await user.selectOptions(within(card).getByLabelText('Tipo de chave'), 'E-mail');
    await user.type(within(card).getByLabelText('Chave PIX'), 'ana@gmail.com');
    const nit = within(card).getByLabelText('NIT/PIS (opcional)');
    expect(nit).toHaveAttribute('inputmode', 'numeric');
    await user.type(nit, '12056874108');
    expect(nit).toHaveValue('120.56874.10-8');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText(PIX_KEY_MESSAGES.nit)).toBeVisible();
    expect(PIX_KEY_MESSAGES.nit).toBe('Informe um NIT/PIS válido.');
    expect(within(card).getByLabelText('NIT/PIS (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await user.clear(nit);
    await user.type(nit, '12056874107');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('NIT/PIS: ***.56874.**-*')).toBeVisible();
    expect(within(card).getByText('Pessoa física (CPF)')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'PUT',
        body: { key_type: 'email', key: 'ana@gmail.com', receiving_as: 'person', nit: '120.56874.10-7' },
      },
    ]);

    // Changing the key later: the saved NIT/PIS is never sent back whole, so the form says to type it again.
    await user.click(within(card).getByRole('button', { name: 'Alterar chave' }));
    const form = await within(card).findByRole('form', { name: 'Alterar chave PIX' });
    expect(within(form).getByLabelText('NIT/PIS (opcional)')).toHaveAccessibleDescription(
      'Salvo: ***.56874.**-*. Digite-o de novo para mantê-lo.',
    );
  });

  it('receives as a MEI with the CNPJ of the MEI, asked for and checked before sending', async () => {
    const { writes, user } = renderSection(view());
    const card = await screen.findByRole('region', { name: 'Recebimento' });
    await user.click(await within(card).findByRole('button', { name: 'Alterar chave' }));
    await user.type(await within(card).findByLabelText('Chave PIX'), 'ana@gmail.com');
    await user.click(within(card).getByRole('radio', { name: /MEI \(CNPJ\)/ }));
    expect(within(card).queryByLabelText('NIT/PIS (opcional)')).toBeNull();
    const cnpj = within(card).getByLabelText('CNPJ do MEI');

    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('Informe o CNPJ do seu MEI.')).toBeVisible();
    expect(cnpj).toHaveAttribute('aria-invalid', 'true');

    await user.type(cnpj, '12345678000196');
    expect(cnpj).toHaveValue('12.345.678/0001-96');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('CNPJ inválido.')).toBeVisible();
    expect(writes).toEqual([]);

    await user.clear(cnpj);
    await user.type(cnpj, '12345678000195');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('CNPJ do MEI: 12.345.678/0001-95')).toBeVisible();
    expect(within(card).getByText('MEI (CNPJ)')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'PUT',
        body: { key_type: 'email', key: 'ana@gmail.com', receiving_as: 'mei', mei_cnpj: '12.345.678/0001-95' },
      },
    ]);

    // Opened again, the form starts from the saved choice and CNPJ.
    await user.click(within(card).getByRole('button', { name: 'Alterar chave' }));
    expect(await within(card).findByRole('radio', { name: /MEI \(CNPJ\)/ })).toBeChecked();
    expect(within(card).getByLabelText('CNPJ do MEI')).toHaveValue('12.345.678/0001-95');
  });
});
