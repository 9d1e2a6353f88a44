import { JOB_STATUS_BADGE, JOB_STATUS_LABELS, type JobStatus } from '@vamos/shared/job-statuses';
import { Badge } from '@/components/ui/badge';

/** The job status with the shared labels and badge styles (spec 01 §3). */
export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <Badge variant={JOB_STATUS_BADGE[status]} className={className}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
