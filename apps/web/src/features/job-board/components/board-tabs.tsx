import * as Tabs from '@/components/ui/tabs';
import type { ReactNode } from 'react';
import { useMyApplications } from '@/api/applications';
import { cn } from '@/lib/cn';

export type BoardTab = 'jobs' | 'applications';

type BoardTabsProps = {
  tab: BoardTab;
  onTabChange: (tab: BoardTab) => void;
  jobs: ReactNode;
  applications: ReactNode;
};

const triggerClass = cn(
  'flex h-11 flex-auto items-center justify-center rounded-lg px-2 text-[13px] font-semibold whitespace-nowrap text-slate-600 transition-colors sm:flex-none sm:px-5 sm:text-sm',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
);

/**
 * 'Minhas Candidaturas (n)', the total once known. Its own component: when the count arrives only
 * the label renders again, not the board under the tabs.
 */
function ApplicationsLabel() {
  const total = useMyApplications().data?.pages[0]?.counts.total;
  return <>Minhas Candidaturas{total === undefined ? '' : ` (${total})`}</>;
}

/** 'Todas as Vagas' and 'Minhas Candidaturas (n)' (spec 01 §2.4). */
export function BoardTabs({ tab, onTabChange, jobs, applications }: BoardTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'applications' ? 'applications' : 'jobs')}>
      <Tabs.List aria-label="Vagas" className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
        <Tabs.Trigger value="jobs" className={triggerClass}>
          Todas as Vagas
        </Tabs.Trigger>
        <Tabs.Trigger value="applications" className={triggerClass}>
          <ApplicationsLabel />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="jobs" className="mt-4 outline-none" tabIndex={-1}>
        <h2 className="sr-only">Todas as Vagas</h2>
        {jobs}
      </Tabs.Content>
      <Tabs.Content value="applications" className="mt-4 outline-none" tabIndex={-1}>
        <h2 className="sr-only">Minhas Candidaturas</h2>
        {applications}
      </Tabs.Content>
    </Tabs.Root>
  );
}
