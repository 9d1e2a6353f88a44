import { describe, expect, it } from 'vitest';
import type { PlanId } from '@vamos/shared/pricing';
import { planButton, type PlanButtonState } from './plan-button';

const FREE: PlanButtonState = { currentPlanId: 'free', pendingCharge: null, processingPlanId: null };
const ON_STARTER: PlanButtonState = { currentPlanId: 'basico', pendingCharge: null, processingPlanId: null };
const payable = (planId: string) => ({ planId, payable: true });
const unpayable = (planId: string) => ({ planId, payable: false });

type Row = [string, PlanId, PlanButtonState, string, boolean];

describe('planButton', () => {
  it.each<Row>([
    // Enterprise: always 'Falar com Vendas', never disabled.
    ['enterprise on free', 'enterprise', FREE, 'Falar com Vendas', false],
    ['enterprise on a paid plan', 'enterprise', ON_STARTER, 'Falar com Vendas', false],
    [
      'enterprise while a charge is pending',
      'enterprise',
      { ...FREE, pendingCharge: payable('basico') },
      'Falar com Vendas',
      false,
    ],
    ['enterprise while processing', 'enterprise', { ...FREE, processingPlanId: 'premium' }, 'Falar com Vendas', false],
    // Nothing going on.
    ['starter on free', 'basico', FREE, 'Assinar', false],
    ['pro on free', 'premium', FREE, 'Assinar', false],
    // The active plan.
    ['the active plan', 'basico', ON_STARTER, 'Plano Assinado', true],
    ['another plan while on a paid one', 'premium', ON_STARTER, 'Trocar de Plano', false],
    // A pending charge.
    [
      'plan of the payable pending charge',
      'basico',
      { ...FREE, pendingCharge: payable('basico') },
      'Ver Cobrança',
      false,
    ],
    ['other plan while a charge is pending', 'premium', { ...FREE, pendingCharge: payable('basico') }, 'Assinar', true],
    [
      'switch target with a pending charge',
      'premium',
      { ...ON_STARTER, pendingCharge: payable('premium') },
      'Ver Cobrança',
      false,
    ],
    [
      'active plan while switching',
      'basico',
      { ...ON_STARTER, pendingCharge: payable('premium') },
      'Plano Assinado',
      true,
    ],
    [
      'other plan on paid while a charge is pending',
      'premium',
      { currentPlanId: 'basico', pendingCharge: payable('basico'), processingPlanId: null },
      'Trocar de Plano',
      true,
    ],
    [
      'renewal of the active plan pending',
      'basico',
      { ...ON_STARTER, pendingCharge: payable('basico') },
      'Ver Cobrança',
      false,
    ],
    [
      'pending charge without a QR code or page',
      'basico',
      { ...FREE, pendingCharge: unpayable('basico') },
      'Pagamento Pendente',
      false,
    ],
    [
      'active plan and its unpayable renewal',
      'basico',
      { ...ON_STARTER, pendingCharge: unpayable('basico') },
      'Plano Assinado',
      false,
    ],
    // While a charge is being created.
    ['the plan being paid', 'basico', { ...FREE, processingPlanId: 'basico' }, 'Processando pagamento...', true],
    ['another plan while processing', 'premium', { ...FREE, processingPlanId: 'basico' }, 'Assinar', true],
    [
      'switch target being paid',
      'premium',
      { ...ON_STARTER, processingPlanId: 'premium' },
      'Processando pagamento...',
      true,
    ],
    [
      'active plan while processing a switch',
      'basico',
      { ...ON_STARTER, processingPlanId: 'premium' },
      'Plano Assinado',
      true,
    ],
  ])('%s → %s', (_name, planId, state, label, disabled) => {
    const button = planButton(planId, state);
    expect(button.label).toBe(label);
    expect(button.disabled).toBe(disabled);
  });

  it('says what a click does', () => {
    expect(planButton('enterprise', FREE).action).toBe('sales');
    expect(planButton('basico', FREE).action).toBe('subscribe');
    expect(planButton('premium', ON_STARTER).action).toBe('subscribe');
    expect(planButton('basico', { ...FREE, pendingCharge: payable('basico') }).action).toBe('view-charge');
    expect(planButton('basico', { ...FREE, pendingCharge: unpayable('basico') }).action).toBe('check');
    expect(planButton('basico', ON_STARTER).action).toBe('none');
  });
});
