import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { InstallAppCard, INSTALL_CARD_DISMISSED_KEY } from './install-app-card';
import { isIos } from './install';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

listenForInstallPrompt();

/** Chrome offering installation. */
function offerInstall(prompt = vi.fn(async () => {})) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void dispatchEvent(event));
  return { event, prompt };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.removeItem(INSTALL_CARD_DISMISSED_KEY);
});

describe("'Instalar app' on the agenda", () => {
  it("is absent where the browser offers nothing (a desktop browser that is not Chrome's prompt)", () => {
    render(<InstallAppCard />);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it("opens the browser's install dialog once Chrome offers it, instead of Chrome's own banner", async () => {
    render(<InstallAppCard />);
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the button leaves.
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('explains on an iPhone how to add the app to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    render(<InstallAppCard />);
    const install = screen.getByRole('button', { name: 'Instalar app' });
    expect(install).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(install);
    expect(install).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveTextContent('Adicionar à Tela de Início');
  });

  it('is hidden when the app already runs installed, and after "Agora não"', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { unmount } = render(<InstallAppCard />);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    render(<InstallAppCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
    cleanup();
    render(<InstallAppCard />);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('knows an iPad, which says it is a Mac', () => {
    expect(isIos(IPHONE, 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe(false);
  });
});
