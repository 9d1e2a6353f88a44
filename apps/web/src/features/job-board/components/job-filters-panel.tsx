import { todayInSaoPaulo } from '@vamos/shared/dates';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useGuaranteedPayConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { useJobCities } from '../api/get-job-cities';
import type { UpdateFilters } from '../hooks/use-job-filters';
import { countPanelFilters, hasAnyFilter, isInvertedRange, type JobFilters } from '../lib/job-filters';
import { BrlFilterField } from './brl-filter-field';
import { CreateAlertLink } from './create-alert-link';
import { JobSearchBox } from './job-search-box';

type JobFiltersPanelProps = { filters: JobFilters; onChange: UpdateFilters; onClear: () => void };

/** Search box and filters (spec 01 §2.4). On a phone the filters fold under a 'Filtros' button. */
export function JobFiltersPanel({ filters, onChange, onClear }: JobFiltersPanelProps) {
  const [open, setOpen] = useState(() => countPanelFilters(filters) > 0);
  const cities = useJobCities();
  const guaranteedPay = useGuaranteedPayConfig();
  const active = countPanelFilters(filters);
  const cityOptions = cities.data ?? [];
  const showCity = filters.city !== '' && !cityOptions.includes(filters.city);
  // The date picker starts today in São Paulo.
  const today = todayInSaoPaulo();

  return (
    <section aria-label="Filtros de vagas" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <JobSearchBox q={filters.q} onCommit={(q) => onChange({ q }, 'q')}>
        <Button
          variant="outline"
          className="relative md:hidden"
          aria-expanded={open}
          aria-controls="job-filters"
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden />
          Filtros
          {active > 0 ? (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-800 text-xs text-white">
              {active}
              <span className="sr-only"> ativos</span>
            </span>
          ) : null}
        </Button>
      </JobSearchBox>
      <div
        id="job-filters"
        className={cn(
          'mt-3 grid-cols-2 gap-3 md:grid md:grid-cols-[1.4fr_1fr_1fr_1fr_auto] md:items-start',
          open ? 'grid' : 'hidden',
        )}
      >
        <Field label="Cidade" className="col-span-2 md:col-span-1">
          <NativeSelect value={filters.city} onChange={(event) => onChange({ city: event.target.value })}>
            <option value="">Todas as cidades</option>
            {showCity ? <option value={filters.city}>{filters.city}</option> : null}
            {cityOptions.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Data do serviço" className="col-span-2 md:col-span-1">
          <Input
            type="date"
            min={today}
            value={filters.date}
            onChange={(event) => onChange({ date: event.target.value })}
          />
        </Field>
        <BrlFilterField
          label="Valor mínimo"
          cents={filters.minCents}
          onCommit={(minCents) => onChange({ minCents }, 'minCents')}
        />
        <BrlFilterField
          label="Valor máximo"
          cents={filters.maxCents}
          onCommit={(maxCents) => onChange({ maxCents }, 'maxCents')}
          error={isInvertedRange(filters) ? 'O valor máximo não pode ser menor que o mínimo' : undefined}
        />
        {hasAnyFilter(filters) ? (
          <Button variant="ghost" onClick={onClear} className="col-span-2 md:col-span-1 md:mt-[1.625rem]">
            <X aria-hidden />
            Limpar filtros
          </Button>
        ) : null}
        {guaranteedPay.enabled ? (
          <div className="col-span-2 flex min-h-10 items-center gap-2 md:col-span-5">
            <Checkbox
              id="job-filter-guaranteed"
              checked={filters.guaranteed}
              onCheckedChange={(guaranteed) => onChange({ guaranteed })}
            />
            <Label htmlFor="job-filter-guaranteed">Pagamento garantido</Label>
          </div>
        ) : null}
        <CreateAlertLink filters={filters} />
      </div>
    </section>
  );
}
