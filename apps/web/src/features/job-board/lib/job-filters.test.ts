import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  countPanelFilters,
  filtersFromSearchParams,
  isInvertedRange,
  jobsQueryString,
  withFilters,
} from './job-filters';

describe('job list filters ↔ URL and API query', () => {
  it('reads every filter from the page URL', () => {
    const params = new URLSearchParams(
      'q=gar%C3%A7om&city=S%C3%A3o+Paulo&date=2026-05-15&min_cents=10000&max_cents=30000&guaranteed=1',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      q: 'garçom',
      city: 'São Paulo',
      date: '2026-05-15',
      minCents: 10000,
      maxCents: 30000,
      guaranteed: true,
    });
  });

  it('ignores malformed values instead of sending them', () => {
    const params = new URLSearchParams('q=%20%20&date=2026-02-30&min_cents=abc&max_cents=-5&city=&guaranteed=sim');
    expect(filtersFromSearchParams(params)).toEqual(EMPTY_FILTERS);
  });

  it('maps the filters to the API query string, leaving out what is not set', () => {
    expect(jobsQueryString(EMPTY_FILTERS)).toBe('');
    expect(jobsQueryString({ ...EMPTY_FILTERS, q: 'garcom', minCents: 0 })).toBe('q=garcom&min_cents=0');
    const all = {
      q: 'bar tender',
      city: 'Rio de Janeiro',
      date: '2026-06-01',
      minCents: 15000,
      maxCents: 25000,
      guaranteed: true,
    };
    expect(Object.fromEntries(new URLSearchParams(jobsQueryString(all, { cursor: 'abc', limit: 20 })))).toEqual({
      q: 'bar tender',
      city: 'Rio de Janeiro',
      date: '2026-06-01',
      min_cents: '15000',
      max_cents: '25000',
      guaranteed: '1',
      cursor: 'abc',
      limit: '20',
    });
  });

  it('round-trips: what the URL holds is what the API receives', () => {
    const filters = {
      q: 'segurança',
      city: 'Belo Horizonte',
      date: '',
      minCents: null,
      maxCents: 22000,
      guaranteed: true,
    };
    const url = withFilters(new URLSearchParams(), filters);
    expect(filtersFromSearchParams(url)).toEqual(filters);
    expect(jobsQueryString(filtersFromSearchParams(url))).toBe(url.toString());
  });

  it('changes only the given filters, keeps other params and drops emptied ones', () => {
    const start = new URLSearchParams('tab=candidaturas&q=garcom&city=Curitiba');
    const next = withFilters(start, { city: '', minCents: 5000, guaranteed: true });
    expect(next.toString()).toBe('tab=candidaturas&q=garcom&min_cents=5000&guaranteed=1');
    expect(withFilters(next, { guaranteed: false }).toString()).toBe('tab=candidaturas&q=garcom&min_cents=5000');
    expect(start.toString()).toBe('tab=candidaturas&q=garcom&city=Curitiba');
  });

  it('counts the panel filters and spots an inverted value range', () => {
    const filters = { ...EMPTY_FILTERS, q: 'x', city: 'Salvador', minCents: 300, maxCents: 200 };
    expect(countPanelFilters(filters)).toBe(3);
    expect(countPanelFilters({ ...filters, guaranteed: true })).toBe(4);
    expect(isInvertedRange(filters)).toBe(true);
    expect(isInvertedRange({ ...filters, maxCents: 300 })).toBe(false);
  });
});
