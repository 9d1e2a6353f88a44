import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import type { CreateJobExtras } from './create-job-extras';

/** The create page's extras (./create-job-extras), fetched once; again after a failure. */
export const loadCreateJobExtras = loadOnce(async () => (await import('./create-job-extras')).createJobExtras);

/** The extras once fetched: undefined until then, null when they could not be (offline: the form works without them). */
export function useCreateJobExtras(): CreateJobExtras | null | undefined {
  const [extras, setExtras] = useState<CreateJobExtras | null>();
  useEffect(() => {
    loadCreateJobExtras().then(setExtras, () => setExtras(null));
  }, []);
  return extras;
}
