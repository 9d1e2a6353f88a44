import { describe, expect, it } from 'vitest';
import { firstAnswersFrom } from './first-answers';

describe('the answers written into the page', () => {
  const json = JSON.stringify({ '/api/auth/session': { user: { id: 'u1' } }, '/api/jobs?limit=20': { jobs: [] } });

  it('gives each answer once, by its exact address', () => {
    const answers = firstAnswersFrom(json, 20_000, () => 100);
    expect(answers.take('/api/jobs?limit=21')).toBeUndefined();
    expect(answers.used).toBe(false);
    expect(answers.take('/api/jobs?limit=20')).toEqual({ jobs: [] });
    expect(answers.take('/api/jobs?limit=20')).toBeUndefined();
    expect(answers.take('/api/auth/session')).toEqual({ user: { id: 'u1' } });
    expect(answers.used).toBe(true);
  });

  it('gives none once the page’s first seconds are over', () => {
    let now = 100;
    const answers = firstAnswersFrom(json, 20_000, () => now);
    now = 20_001;
    expect(answers.take('/api/auth/session')).toBeUndefined();
    now = 100;
    expect(answers.take('/api/jobs?limit=20')).toBeUndefined();
  });

  it('gives none from a page without answers or with unreadable ones', () => {
    for (const text of [null, undefined, '', '{not json']) {
      expect(firstAnswersFrom(text, 20_000, () => 0).take('/api/auth/session')).toBeUndefined();
    }
  });
});
