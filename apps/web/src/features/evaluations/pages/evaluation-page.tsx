import * as Tabs from '@/components/ui/tabs';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RECEIVED_EVALUATION_PARAM } from '@vamos/shared/notifications';
import type { PendingEvaluation } from '@vamos/shared/schemas/evaluations';
import type { Role } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePendingEvaluations } from '../api/get-pending-evaluations';
import { EvaluationDialog, type EvaluationTarget } from '../components/evaluation-dialog';
import { GivenTab } from '../components/given-tab';
import { PendingTab } from '../components/pending-tab';
import { ReceivedTab } from '../components/received-tab';
import { EVALUATION_TEXTS as T } from '../lib/evaluation-texts';

type Tab = 'received' | 'given' | 'pending';
const JOB_PARAM = 'jobId';

const triggerClass = cn(
  'flex h-11 flex-auto items-center justify-center gap-1.5 rounded-lg px-2 text-[13px] font-semibold whitespace-nowrap text-slate-600 transition-colors sm:flex-none sm:px-5 sm:text-sm',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
);

function createTarget(item: PendingEvaluation): EvaluationTarget {
  return {
    kind: 'create',
    jobId: item.job_id,
    jobTitle: item.job_title,
    serviceDate: item.job_service_date,
    evaluatedId: item.evaluated_user_id,
    evaluatedName: item.evaluated_user_name,
    evaluatedAvatarUrl: item.evaluated_avatar_url,
  };
}

/**
 * /freelancer/evaluation and /contractor/evaluation (spec 02 "Evaluations"): what I received,
 * what I gave, and whom I may still rate. `?jobId=` opens 'Avaliar' and, when that job is
 * waiting for my evaluation, the dialog for it; `?received=` opens what I received, at that one.
 */
export function EvaluationPage({ role }: { role: Role }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedJob = searchParams.get(JOB_PARAM);
  const justReceived = searchParams.get(RECEIVED_EVALUATION_PARAM);
  const [chosenTab, setTab] = useState<Tab | null>(requestedJob ? 'pending' : justReceived ? 'received' : null);
  const [target, setTarget] = useState<EvaluationTarget | null>(null);
  const pending = usePendingEvaluations();
  const count = pending.data?.pending.length;
  // Until I pick a tab: 'Avaliar' when someone is waiting for my evaluation (the badge brought
  // me here), otherwise what I received.
  const tab: Tab = chosenTab ?? (count ? 'pending' : 'received');
  const handledJob = useRef<string | null>(null);

  // ?jobId=: once the list is known, open the dialog for that job (first person to rate on it),
  // then drop the parameter so closing the dialog does not open it again.
  useEffect(() => {
    if (!requestedJob || !pending.data || handledJob.current === requestedJob) return;
    handledJob.current = requestedJob;
    const item = pending.data.pending.find((p) => p.job_id === requestedJob);
    // The effect consumes the URL parameter (an external system it then rewrites): setting the
    // dialog's state here runs once per ?jobId=, not on every render.
    setTab('pending');
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (item) setTarget(createTarget(item));
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete(JOB_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requestedJob, pending.data, setSearchParams]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 md:gap-6">
      <title>Avaliações · Vamos Trabalhar</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{T.pageTitle}</h1>
        <p className="text-sm text-slate-600">
          {role === 'freelancer'
            ? 'Veja o que os contratantes acharam do seu trabalho e avalie quem contratou você.'
            : 'Veja o que os freelancers acharam da sua empresa e avalie quem trabalhou com você.'}
        </p>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List aria-label={T.pageTitle} className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
          <Tabs.Trigger value="received" className={triggerClass}>
            {T.tabs.received}
          </Tabs.Trigger>
          <Tabs.Trigger value="given" className={triggerClass}>
            {T.tabs.given}
          </Tabs.Trigger>
          <Tabs.Trigger value="pending" className={triggerClass}>
            {T.tabs.pending}
            {count ? (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none font-bold text-white">
                {count}
                <span className="sr-only">{count === 1 ? ' pendente' : ' pendentes'}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received" className="mt-4 outline-none" tabIndex={-1}>
          <h2 className="sr-only">{T.tabs.received}</h2>
          <ReceivedTab justReceived={justReceived} />
        </Tabs.Content>
        <Tabs.Content value="given" className="mt-4 outline-none" tabIndex={-1}>
          <h2 className="sr-only">{T.tabs.given}</h2>
          <GivenTab onEdit={(evaluation) => setTarget({ kind: 'edit', evaluation })} />
        </Tabs.Content>
        <Tabs.Content value="pending" className="mt-4 outline-none" tabIndex={-1}>
          <h2 className="sr-only">{T.tabs.pending}</h2>
          <PendingTab
            role={role}
            query={pending}
            onEvaluate={(item) => {
              // Stay on 'Avaliar' once the list empties.
              setTab('pending');
              setTarget(createTarget(item));
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
      <EvaluationDialog target={target} onOpenChange={(open) => (open ? null : setTarget(null))} />
    </div>
  );
}
