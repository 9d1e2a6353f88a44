import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useStaleToastsDismissedOnNavigation } from '@/app/toast-discipline';

/** A thin bar at the top while the next page (its code or its loader) is on its way. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 origin-left bg-accent-400 transition-[opacity,transform] ease-out',
        busy ? 'scale-x-75 opacity-100 delay-150 duration-[2s]' : 'scale-x-0 opacity-0 duration-200',
      )}
    />
  );
}

export function RootLayout() {
  useStaleToastsDismissedOnNavigation();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * Shown while the first page loads (session check and page code); index.html has the same before
 * any JavaScript. It fades in after 0.7 s, so only a slow load shows it (a quick one would flash it).
 */
export function RouteFallback() {
  return (
    <div className="flex min-h-dvh animate-appear-late flex-col items-center justify-center gap-2">
      <Logo variant="mini" className="size-12" decorative />
      <Spinner />
    </div>
  );
}
