import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { ImageUpload } from './image-upload';
import { recordToasts } from '@/test/toasts';

recordToasts();

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function setup(imageUrl: string | null = null) {
  const upload = vi.fn<(file: File) => Promise<unknown>>().mockResolvedValue({ url: '/uploads/a.png' });
  const remove = vi.fn<() => Promise<unknown>>().mockResolvedValue(undefined);
  // applyAccept: false lets the test choose a file the picker would hide.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ImageUpload
      imageUrl={imageUrl}
      alt="Foto de perfil"
      folder="avatars"
      changeLabel="Alterar foto"
      removeLabel="Remover foto"
      placeholder={null}
      upload={upload}
      remove={remove}
      isUploading={false}
      isRemoving={false}
    />,
  );
  return { user, upload, remove };
}

describe('ImageUpload', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('refuses another type before sending', async () => {
    const { user, upload } = setup();
    await user.upload(screen.getByLabelText('Alterar foto'), new File(['x'], 'a.webp', { type: 'image/webp' }));
    expect(upload).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Erro na validação', {
      description: 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
    });
  });

  it('refuses a file over 5 MB before sending', async () => {
    const { user, upload } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Alterar foto'), big);
    expect(upload).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Erro na validação', {
      description: 'Arquivo muito grande. Tamanho máximo: 5MB',
    });
  });

  it('uploads an accepted image and reports success', async () => {
    const { user, upload } = setup();
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Alterar foto'), file);
    expect(upload).toHaveBeenCalledWith(file);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Upload realizado com sucesso!'));
  });

  it("reports the server's refusal", async () => {
    const { user, upload } = setup();
    upload.mockRejectedValue(
      new ApiError(400, 'UNSUPPORTED_FILE', 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF'),
    );
    await user.upload(screen.getByLabelText('Alterar foto'), new File(['txt'], 'a.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no upload', {
        description: 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
      }),
    );
  });

  it('offers removal only when there is an image', async () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
    cleanup();
    const { user, remove } = setup('/uploads/a.png');
    expect(screen.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute('src', '/uploads/a.png');
    remove.mockRejectedValue(new ApiError(500, 'INTERNAL', 'Ocorreu um erro inesperado. Tente novamente.'));
    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao remover imagem', {
        description: 'Ocorreu um erro inesperado. Tente novamente.',
      }),
    );
  });
});
