import { describe, expect, it } from 'vitest';
import { packageButton } from './package-button';

describe('packageButton', () => {
  it.each([
    ['start', null, { label: 'Comprar', disabled: false, action: 'buy' }],
    ['pro', null, { label: 'Comprar', disabled: false, action: 'buy' }],
    ['pro', { kind: 'coins', product_id: 'pro' }, { label: 'Ver Cobrança', disabled: false, action: 'view-charge' }],
    ['start', { kind: 'coins', product_id: 'pro' }, { label: 'Comprar', disabled: true, action: 'buy' }],
    ['max', { kind: 'coins', product_id: 'pro' }, { label: 'Comprar', disabled: true, action: 'buy' }],
    // Any other pending charge also blocks a purchase (one pending charge at a time).
    ['pro', { kind: 'plan', product_id: 'pro' }, { label: 'Comprar', disabled: true, action: 'buy' }],
  ] as const)('%s with pending %j → %j', (id, pending, expected) => {
    expect(packageButton(id, pending)).toEqual(expected);
  });
});
