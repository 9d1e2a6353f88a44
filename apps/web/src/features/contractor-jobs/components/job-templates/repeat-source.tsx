import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useContractorJob } from '../../api/get-contractor-job';
import type { JobFormValues } from '../../lib/job-form-values';
import { repeatDescription, repeatFormValues } from '../../lib/job-template-values';
import { JOB_TEXTS } from '../../lib/job-texts';
import { JobLoadError } from '../job-load-states';

export type RepeatedJob = { values: JobFormValues; description: string };

/**
 * 'Repetir vaga': reads the job through the contractor's detail read (only its owner may: another's
 * id is the normal 'Vaga não encontrada', and no form) and hands its data, dates empty, to the form.
 */
export function RepeatSource({ id, onLoaded }: { id: string; onLoaded: (job: RepeatedJob) => void }) {
  const { data: job, error } = useContractorJob(id);
  useEffect(() => {
    if (job) onLoaded({ values: repeatFormValues(job), description: repeatDescription(job) });
  }, [job, onLoaded]);
  return error ? <JobLoadError error={error} /> : <Spinner label={JOB_TEXTS.loadingDetails} />;
}
