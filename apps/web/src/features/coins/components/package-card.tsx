import { Check, Coins } from 'lucide-react';
import {
  applicationPriceCents,
  applications,
  applicationsPaid,
  coins,
  coinWord,
  REFERENCE_JOB_CENTS,
  type CoinPackage,
} from '@vamos/shared/pricing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';
import type { PackageButton } from '../lib/package-button';

/** 'R$ 100' that never breaks after 'R$'. */
const REFERENCE_JOB = formatBrl(REFERENCE_JOB_CENTS).replace(',00', '');

type PackageCardProps = { pkg: CoinPackage; button: PackageButton; onClick: () => void };

/**
 * One coin package (DESIGN §2) with its buy button. What it pays for follows the application cost
 * rule (a job of R$ 100 costs 10 coins), not the product documents' table (decision 0025).
 */
export function PackageCard({ pkg, button, onClick }: PackageCardProps) {
  const featured = pkg.badge !== null;
  const paid = applicationsPaid(pkg);
  return (
    <Card
      aria-labelledby={`pacote-${pkg.id}`}
      role="group"
      className={cn('relative flex flex-col gap-4 p-5', featured && 'border-2 border-accent-400 shadow-md')}
    >
      {pkg.badge ? (
        <Badge variant="warning" className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">
          {pkg.badge}
        </Badge>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <h3 id={`pacote-${pkg.id}`} className="text-lg font-bold tracking-wide text-brand-800">
          {pkg.name}
        </h3>
        {pkg.discountPercent > 0 ? <Badge variant="success">{pkg.discountPercent}% OFF</Badge> : null}
      </div>
      <div className="flex items-end justify-between gap-3">
        <p className="flex items-center gap-2 text-3xl font-extrabold text-slate-900">
          <Coins className="size-7 text-accent-500" aria-hidden />
          {pkg.coins}
          <span className="text-base font-semibold text-slate-600">{coinWord(pkg.coins)}</span>
        </p>
        <p className="text-xl font-bold text-slate-900">{formatBrl(pkg.priceCents)}</p>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          {formatBrl(pkg.perCoinCents)} por moeda
        </li>
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          {applications(paid.applications)} em vagas de {REFERENCE_JOB}
          {paid.coinsLeft > 0 ? `, e sobram ${coins(paid.coinsLeft)}` : null}
        </li>
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          Cada candidatura em vaga de {REFERENCE_JOB} sai por {formatBrl(applicationPriceCents(pkg))}
        </li>
      </ul>
      <Button
        className="mt-auto w-full"
        variant={button.action === 'view-charge' ? 'accent' : 'default'}
        disabled={button.disabled}
        onClick={onClick}
        aria-describedby={`pacote-${pkg.id}`}
      >
        {button.label}
      </Button>
    </Card>
  );
}
