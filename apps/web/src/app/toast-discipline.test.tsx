import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneToastAtATime, useStaleToastsDismissedOnNavigation } from '@/app/toast-discipline';

function Toasts() {
  return (
    <>
      <OneToastAtATime />
      <Toaster visibleToasts={1} duration={5_000} />
    </>
  );
}

function Layout() {
  useStaleToastsDismissedOnNavigation();
  return <Outlet />;
}

afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
});

describe('toasts', () => {
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
