import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and GIF up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe(
      'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
    );
    expect(imageFileProblem({ type: '', size: 10 })).toBe('Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF');
  });

  it('refuses files over 5 MB with the spec message', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('Arquivo muito grande. Tamanho máximo: 5MB');
  });
});
