import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedField } from './use-debounced-field';

const identity = (value: string) => value;

function Box({ commit }: { commit: (value: string) => void }) {
  const field = useDebouncedField({ urlValue: '', toUrl: (typed) => typed.trim(), fromUrl: identity, commit });
  return (
    <>
      <label htmlFor="box">Buscar</label>
      <input id="box" value={field.value} onChange={(event) => field.onChange(event.target.value)} />
      <a href="/jobs/1" onClick={(event) => event.preventDefault()}>
        Garçom
      </a>
    </>
  );
}

describe('useDebouncedField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('commits once, after the pause in typing', () => {
    const commit = vi.fn();
    render(<Box commit={commit} />);
    fireEvent.input(screen.getByLabelText('Buscar'), { target: { value: 'gar' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.input(screen.getByLabelText('Buscar'), { target: { value: 'garcom ' } });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit).toHaveBeenCalledExactlyOnceWith('garcom');
  });

  it('drops the pending commit when a link to another page is followed (it would cancel that navigation)', () => {
    const commit = vi.fn();
    render(<Box commit={commit} />);
    fireEvent.input(screen.getByLabelText('Buscar'), { target: { value: 'garcom' } });
    fireEvent.click(screen.getByRole('link', { name: 'Garçom' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(commit).not.toHaveBeenCalled();
  });
});
