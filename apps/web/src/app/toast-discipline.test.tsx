import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaleToastsDismissedOnNavigation } from '@/app/toast-discipline';
import { ToastHost } from '@/app/toast-host';
import { toast } from '@/lib/toast';

/** The app's toasts as AppProvider mounts them: sonner loads on the first toast. */
const Toasts = ToastHost;

function Layout() {
  useStaleToastsDismissedOnNavigation();
  return <Outlet />;
}

afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('load sonner on the first toast, which shows once it has loaded', async () => {
    render(<Toasts />);
    expect(screen.queryByRole('region', { name: /Notificações/ })).not.toBeInTheDocument();
    act(() => void toast.success('Perfil atualizado!'));
    await screen.findByText('Perfil atualizado!');
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
  });

  it('show one at a time: a new toast replaces the one on screen instead of waiting behind it', async () => {
    render(<Toasts />);
    act(() => void toast.error('CEP não encontrado'));
    await screen.findByText('CEP não encontrado');
    act(() => void toast.success('Perfil atualizado!'));
    await screen.findByText('Perfil atualizado!');
    await waitFor(() => expect(screen.queryByText('CEP não encontrado')).not.toBeInTheDocument());
  });

  it('do not follow the user to the next page, unless raised to announce it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/perfil', element: <Link to="/vagas">Vagas</Link> },
            { path: '/vagas', element: <Link to="/perfil">Perfil</Link> },
          ],
        },
      ],
      { initialEntries: ['/perfil'] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <Toasts />
      </>,
    );
    act(() => void toast.error('CEP não encontrado'));
    await screen.findByText('CEP não encontrado');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_000); // the toast has been on screen for 2 s
    await act(() => router.navigate('/vagas'));
    await waitFor(() => expect(screen.queryByText('CEP não encontrado')).not.toBeInTheDocument());

    act(() => void toast.success('Login realizado!'));
    await screen.findByText('Login realizado!');
    await act(() => router.navigate('/perfil'));
    expect(screen.getByText('Login realizado!')).toBeInTheDocument();
  });
});
