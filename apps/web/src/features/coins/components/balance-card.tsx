import { Coins } from 'lucide-react';
import { coinWord } from '@vamos/shared/pricing';
import { Card } from '@/components/ui/card';
import { COINS_TEXTS } from '../lib/coins-texts';

/** The coin balance; refetched live when a payment is confirmed or coins are charged. */
export function BalanceCard({ coins, loading }: { coins: number | undefined; loading: boolean }) {
  return (
    <Card className="flex items-center gap-4 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-5 text-white">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-400 text-slate-900">
        <Coins className="size-6" aria-hidden />
      </span>
      <div>
        <h2 className="text-sm font-medium text-brand-100">{COINS_TEXTS.balance}</h2>
        <p className="text-3xl font-extrabold tracking-tight" aria-live="polite">
          <span data-testid="coin-balance">{loading ? '…' : coins === undefined ? '—' : coins}</span>
          <span className="ml-2 text-base font-semibold text-brand-100">{coinWord(coins ?? 0)}</span>
        </p>
      </div>
    </Card>
  );
}
