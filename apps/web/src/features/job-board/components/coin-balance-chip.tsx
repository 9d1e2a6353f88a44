import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { coinWord } from '@vamos/shared/pricing';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCoins } from '@/api/wallet';
import { coinsLabel } from '../lib/apply-state';

/** The freelancer's coin balance; opens the coin store. */
export function CoinBalanceChip({ className }: { className?: string }) {
  const { data: coins, isPending, isError } = useCoins();
  const text = isPending ? '…' : isError || coins === undefined ? '—' : coinsLabel(coins);
  const spoken = isPending ? 'carregando' : isError || coins === undefined ? 'indisponível' : coinsLabel(coins);
  return (
    <Link
      to={paths.freelancer.tokens.getHref()}
      aria-label={`Saldo: ${spoken}. Comprar moedas`}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-accent-400 px-3 sm:gap-2 sm:px-3.5 text-sm font-bold text-slate-900 shadow-sm transition-colors hover:bg-accent-300',
        className,
      )}
    >
      <Coins className="size-4" aria-hidden />
      <span aria-hidden>
        {coins === undefined ? text : coins}
        <span className="hidden sm:inline">{coins === undefined ? '' : ` ${coinWord(coins)}`}</span>
      </span>
    </Link>
  );
}
