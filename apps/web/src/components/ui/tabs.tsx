import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, with Radix Tabs' parts and attributes (`data-state`), so the
 * pages read the same. Radix Tabs wraps each panel in Presence, which reads the panel's computed
 * style as it mounts: on the job board that forced a whole-page style recalculation into the first
 * load (≈ 90 ms on Lighthouse's phone). Here a panel is simply there when its tab is selected.
 * Keyboard: ←/→ move to the previous/next tab and select it (wrapping), Home/End to the first/last;
 * only the selected tab is in the Tab order.
 */

type TabsContextValue = { value: string; select: (value: string) => void; id: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside Tabs.Root');
  return tabs;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

export function Root({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return <TabsContext.Provider value={{ value, select: onValueChange, id }}>{children}</TabsContext.Provider>;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function List({ children, ...props }: ComponentProps<'div'> & { 'aria-label': string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    const next = tabs[step(current, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    <div role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} {...props}>
      {children}
    </div>
  );
}

export function Trigger({ value, children, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const { value: selected, select, id } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id, value)}
      aria-selected={active}
      aria-controls={panelId(id, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      onClick={() => select(value)}
      {...props}
    >
      {children}
    </button>
  );
}

export function Content({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const { value: selected, id } = useTabs();
  if (value !== selected) return null;
  return (
    <div role="tabpanel" id={panelId(id, value)} aria-labelledby={tabId(id, value)} data-state="active" {...props}>
      {children}
    </div>
  );
}
