import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { FinalCta } from '../components/final-cta';
import { HowItWorks } from '../components/how-it-works';
import { LandingHero } from '../components/landing-hero';
import { PricingOverview } from '../components/pricing-overview';
import { SegmentsStrip } from '../components/segments-strip';

/** '/' for visitors: what the product does for each side, how it works, what it costs. */
export function LandingPage() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <title>Vamos Trabalhar · Vagas e freelas para bares, restaurantes e eventos</title>
      <SkipLink />
      <PublicHeader tone="onDark" className="absolute inset-x-0 top-0 z-10" />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <LandingHero />
        <SegmentsStrip />
        <HowItWorks />
        <PricingOverview />
        <FinalCta />
      </main>
      <SiteFooter clearFloatingButton />
      <WhatsAppButton />
    </div>
  );
}
