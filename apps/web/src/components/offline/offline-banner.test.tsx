import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { OfflineBanner, updatedAtText } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  const today1402 = new Date();
  today1402.setHours(14, 2, 0, 0);

  it('says "Sem conexão · atualizado às 14:02" while offline, and nothing once back online', () => {
    onlineManager.setOnline(false);
    render(<OfflineBanner updatedAt={today1402.getTime()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão · atualizado às 14:02');

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows online when the last refetch could not reach the server (a weak signal)', () => {
    render(
      <OfflineBanner
        updatedAt={today1402.getTime()}
        error={new ApiError(0, 'NETWORK', 'Erro de conexão com o servidor.')}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão · atualizado às 14:02');
  });

  it('stays hidden online, or when nothing was ever fetched', () => {
    const { unmount } = render(<OfflineBanner updatedAt={today1402.getTime()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    onlineManager.setOnline(false);
    render(<OfflineBanner updatedAt={0} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the day of a copy from another day', () => {
    const now = new Date(2026, 10, 26, 9, 30);
    expect(updatedAtText(new Date(2026, 10, 26, 7, 5).getTime(), now)).toBe('atualizado às 07:05');
    expect(updatedAtText(new Date(2026, 10, 24, 14, 2).getTime(), now)).toBe('atualizado em 24/11 às 14:02');
  });
});
