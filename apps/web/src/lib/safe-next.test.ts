import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const origin = 'https://vamostrabalhar.com.br';

describe('safeNextPath', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeNextPath('/freelancer/jobs?city=Santos', origin)).toBe('/freelancer/jobs?city=Santos');
  });

  it.each([
    null,
    '',
    'freelancer/jobs',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('rejects %s', (next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });

  it('does not send the user back to an auth screen', () => {
    expect(safeNextPath('/login?next=/x', origin)).toBeNull();
    expect(safeNextPath('/cadastro', origin)).toBeNull();
  });
});
