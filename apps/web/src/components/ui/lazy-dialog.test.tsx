import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { LazyDialog, lazyWithPreload, preloadOn, type Preloadable } from './lazy-dialog';
import { recordToasts } from '@/test/toasts';

recordToasts();

type Props = { open: boolean; onOpenChange: (open: boolean) => void; name: string };

function Fake({ open, onOpenChange, name }: Props) {
  return open ? (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={() => onOpenChange(false)}>
        Fechar
      </button>
    </div>
  ) : null;
}

function Page({ dialog }: { dialog: Preloadable<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...preloadOn(dialog)}>
        Abrir
      </button>
      <LazyDialog dialog={dialog} open={open} onOpenChange={setOpen} name="Pergunta" />
    </>
  );
}

afterEach(() => vi.clearAllMocks());

describe('LazyDialog', () => {
  it('fetches the dialog on the tap and shows it once it arrives', async () => {
    const factory = vi.fn(async () => Fake);
    const dialog = lazyWithPreload(factory);
    render(<Page dialog={dialog} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Pergunta' });
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Pergunta' })).toBeInTheDocument(); // at once, the second time
    expect(factory).toHaveBeenCalledOnce();
  });

  it('starts fetching when the trigger is neared', async () => {
    const factory = vi.fn(async () => Fake);
    const dialog = lazyWithPreload(factory);
    render(<Page dialog={dialog} />);
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Abrir' }));
    expect(factory).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.loaded()).toBe(Fake));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Pergunta' })).toBeInTheDocument(); // already there, at once
  });

  it('stays closed and says so when the fetch fails; the next tap tries again', async () => {
    let online = false;
    const factory = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return Fake;
    });
    const dialog = lazyWithPreload<Props>(factory);
    render(<Page dialog={dialog} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NETWORK_MESSAGE));
    expect(screen.queryByRole('dialog')).toBeNull();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Pergunta' });
  });
});
