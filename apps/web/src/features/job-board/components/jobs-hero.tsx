import { CoinBalanceChip } from './coin-balance-chip';

/** 'VAMOS TRABALHAR!' (spec 01 §2.4) with the coin balance: one line on a phone, a banner on desktop. */
export function JobsHero() {
  return (
    <section
      aria-labelledby="jobs-hero-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-4 text-white shadow-sm md:px-8 md:py-8"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-accent-400/20 blur-2xl"
      />
      <div className="relative flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1
            id="jobs-hero-title"
            className="text-lg leading-tight font-extrabold tracking-tight whitespace-nowrap min-[380px]:text-[1.375rem] sm:text-2xl md:text-4xl"
          >
            VAMOS TRABALHAR!
          </h1>
          <p className="mt-1 hidden text-brand-100 sm:block md:mt-2 md:text-lg">
            Encontre sua próxima diária em bares, restaurantes, buffets e eventos.
          </p>
        </div>
        <CoinBalanceChip />
      </div>
    </section>
  );
}
