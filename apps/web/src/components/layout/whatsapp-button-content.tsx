import { useEffect, useRef, useState, type RefObject } from 'react';
import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { useSupportWhatsAppUrl } from '@/lib/app-config';
import { cn } from '@/lib/cn';

import type { WhatsAppButtonProps } from './whatsapp-button';

/** What a person taps or types in: what the button must never hide. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"]';

/** After something it covered has gone, the button comes back this much later (no blinking while scrolling). */
const SHOW_AGAIN_AFTER_MS = 300;

/** Points over the round button (centre, two rings), in units of its radius. */
const PROBES = [
  [0, 0],
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => [0.5 * Math.cos((i * Math.PI) / 4), 0.5 * Math.sin((i * Math.PI) / 4)]),
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => [0.9 * Math.cos((i * Math.PI) / 4), 0.9 * Math.sin((i * Math.PI) / 4)]),
] as const;

/**
 * Whether, under the button, the page has a control: the first thing below it at any probe point.
 * The button leaves hit-testing while it looks (`pointer-events: none` inline, over any class), so
 * `elementFromPoint` answers what lies under it: a tenth of the cost of `elementsFromPoint`, which
 * lists the whole stack at every point (≈ 150 ms of blocked main thread on a slow phone's page load).
 */
export function coversAControl(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const radius = box.width / 2;
  const before = button.style.getPropertyValue('pointer-events');
  const priority = button.style.getPropertyPriority('pointer-events');
  button.style.setProperty('pointer-events', 'none', 'important');
  try {
    for (const [dx, dy] of PROBES) {
      const x = box.left + radius + (dx ?? 0) * radius;
      const y = box.top + box.height / 2 + (dy ?? 0) * radius;
      if (document.elementFromPoint(x, y)?.closest(CONTROLS)) return true;
    }
    return false;
  } finally {
    if (before) button.style.setProperty('pointer-events', before, priority);
    else button.style.removeProperty('pointer-events');
  }
}

/**
 * Where the button is, as its `data-state`: `shown`; `aside` (a control lies under it); `returning`
 * (the place is free again: it shows in SHOW_AGAIN_AFTER_MS if it stays free). e2e/floating-chrome
 * measures a returning button where it is about to show, without waiting for it.
 */
type Place = 'shown' | 'aside' | 'returning';

/**
 * Keeps the button off the page's controls (issue 23): whenever a link, button or field lies under
 * it (as a page opens, scrolls, resizes or changes), it steps aside at once; it comes back once
 * the place is free again. The end of every page has room for it (AppLayout's bottom padding), so
 * there it always shows. Keyboard focus shows it too.
 */
function useOutOfTheWay(button: RefObject<HTMLElement | null>, active: boolean): Place {
  const [place, setPlace] = useState<Place>('aside');
  const state = useRef<{ place: Place; checked: boolean }>({ place: 'aside', checked: false });
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    const apply = (next: Place) => {
      state.current.place = next;
      setPlace(next);
    };
    const check = () => {
      frame = 0;
      const node = button.current;
      if (!node) return;
      const covering = coversAControl(node);
      const first = !state.current.checked;
      state.current.checked = true;
      if (covering) {
        clearTimeout(showTimer);
        showTimer = undefined;
        if (state.current.place !== 'aside') apply('aside');
      } else if (state.current.place === 'aside' && first) {
        apply('shown');
      } else if (state.current.place === 'aside') {
        apply('returning');
        showTimer = setTimeout(() => {
          showTimer = undefined;
          apply('shown');
        }, SHOW_AGAIN_AFTER_MS);
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // What the page draws (a list arriving, an accordion opening) can come under the button; the
    // button's own changes (its state, the probe's pointer-events) cannot.
    const changes = new MutationObserver((records) => {
      const own = button.current?.closest('aside');
      if (records.some((record) => !own?.contains(record.target))) schedule();
    });
    changes.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(showTimer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [active, button]);
  return place;
}

/** The floating support button itself (see ./whatsapp-button, which loads it). */
export function WhatsAppButtonContent({ aboveBottomNav = false, className }: WhatsAppButtonProps) {
  const supportUrl = useSupportWhatsAppUrl();
  const link = useRef<HTMLAnchorElement>(null);
  const place = useOutOfTheWay(link, Boolean(supportUrl));
  if (!supportUrl) return null;
  const hidden = place !== 'shown';
  return (
    <aside aria-label="Suporte">
      <a
        ref={link}
        href={supportUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Falar com o suporte pelo WhatsApp"
        title="Falar com o suporte pelo WhatsApp"
        data-state={place}
        className={cn(
          'fixed right-4 z-30 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/25 hover:bg-emerald-700 active:scale-95 md:right-6 md:bottom-6',
          aboveBottomNav
            ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
            : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
          // Out of the way at once; back with a short fade. A keyboard user who tabs to it sees it.
          hidden
            ? 'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100'
            : 'opacity-100 transition-[opacity,transform] duration-200 motion-reduce:transition-none',
          className,
        )}
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
