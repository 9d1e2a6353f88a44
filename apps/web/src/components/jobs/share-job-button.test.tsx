import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { jobShareUrl, ShareJobButton } from './share-job-button';

recordToasts();

const JOB = {
  title: 'Garçom',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
  service_date: '2026-12-12',
  start_time: '19:00',
  end_time: '23:00',
  salary_cents: 15_000,
};
const URL_SHARED = 'https://vamos.example/vagas/garcom-pinheiros-sao-paulo-1';

const restores: (() => void)[] = [];

/** Gives the page (or takes away) the Web Share API and the clipboard for one test. */
function stubNavigator(stubs: { share?: unknown; canShare?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(stubs)) {
    const own = Object.getOwnPropertyDescriptor(navigator, key);
    restores.push(() => {
      if (own) Object.defineProperty(navigator, key, own);
      else Reflect.deleteProperty(navigator, key);
    });
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  cleanup();
  // Each file shares the navigator with the others (vitest.config.ts): it gets back what it had.
  for (const restore of restores.splice(0).reverse()) restore();
});

describe("'Compartilhar'", () => {
  it("offers WhatsApp's share screen with the job's text and link, and 'Copiar link', where the phone has no share sheet", async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareJobButton job={JOB} url={URL_SHARED} />);
    const button = screen.getByRole('button', { name: 'Compartilhar' });
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    const text = decodeURIComponent(whatsapp.getAttribute('href')?.replace('https://wa.me/?text=', '') ?? '');
    expect(text).toContain('Vaga de Garçom em Pinheiros, São Paulo - SP');
    expect(text.endsWith(` ${URL_SHARED}`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copiado'));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
  });

  it("opens the phone's share sheet where there is one, and nothing else when the person closes it", async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    stubNavigator({ share, canShare: () => true });
    render(<ShareJobButton job={JOB} url={URL_SHARED} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      expect.objectContaining({ url: URL_SHARED, title: 'Vaga de Garçom', text: expect.stringContaining('R$') }),
    ]);
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the link could not be copied, showing it', async () => {
    stubNavigator({ clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<ShareJobButton job={JOB} url={URL_SHARED} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível copiar o link', { description: URL_SHARED }),
    );
  });

  it("shares a public job's page, and a private job's signed-in detail", () => {
    expect(jobShareUrl('https://vamos.example', { id: 'j1', public_path: '/vagas/garcom-j1' })).toBe(
      'https://vamos.example/vagas/garcom-j1',
    );
    expect(jobShareUrl('https://vamos.example', { id: 'j1', public_path: null })).toBe('https://vamos.example/jobs/j1');
  });
});
