import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawFirstPage, isDrawingFirstPage, Later } from './later';

/** What the page shows, in order. */
const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

/** The tasks waiting to run: each scheduler.yield() of lib/next-task.ts, run one at a time here. */
const tasks: Array<() => void> = [];

/** Lets the browser run the next task. */
const nextTask = () =>
  act(async () => {
    tasks.shift()?.();
    await Promise.resolve();
  });

function Page({ extra = false }: { extra?: boolean }) {
  return (
    <ul>
      <li>Topo</li>
      <Later>
        <li>Filtros</li>
      </Later>
      <Later>
        <li>Lista</li>
        <Later fallback={<li>Carregando...</li>}>
          <li>Cartões</li>
        </Later>
      </Later>
      {extra ? (
        <Later>
          <li>Rodapé</li>
        </Later>
      ) : null}
    </ul>
  );
}

describe('Later', () => {
  beforeEach(() => {
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tasks.length = 0;
  });

  it('draws the first page one part per task, in the page’s order, then the rest of the app at once', async () => {
    let view: ReturnType<typeof render> | undefined;
    drawFirstPage(() => (view = render(<Page />)));
    expect(shown()).toEqual(['Topo']);
    expect(isDrawingFirstPage()).toBe(true);

    await nextTask();
    expect(shown()).toEqual(['Topo', 'Filtros']);
    await nextTask();
    expect(shown()).toEqual(['Topo', 'Filtros', 'Lista', 'Carregando...']);
    await nextTask();
    expect(shown()).toEqual(['Topo', 'Filtros', 'Lista', 'Cartões']);
    await nextTask();
    expect(isDrawingFirstPage()).toBe(false);
    expect(tasks).toEqual([]);

    // A part that comes once the first page is drawn (another page, a later answer) shows at once.
    view?.rerender(<Page extra />);
    expect(shown()).toEqual(['Topo', 'Filtros', 'Lista', 'Cartões', 'Rodapé']);
    expect(tasks).toEqual([]);
  });

  it('skips a part that went away before its turn', async () => {
    let view: ReturnType<typeof render> | undefined;
    drawFirstPage(
      () =>
        (view = render(
          <ul>
            <Later>
              <li>Aviso</li>
            </Later>
          </ul>,
        )),
    );
    view?.rerender(
      <ul>
        <li>Outra página</li>
      </ul>,
    );
    await nextTask();
    expect(shown()).toEqual(['Outra página']);
    expect(isDrawingFirstPage()).toBe(false);
  });

  it('draws everything at once outside the first page (a test, a page without parts)', () => {
    drawFirstPage(() => render(<ul />));
    expect(isDrawingFirstPage()).toBe(false);
    render(<Page />);
    expect(shown()).toEqual(['Topo', 'Filtros', 'Lista', 'Cartões']);
  });
});
