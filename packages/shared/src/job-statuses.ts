/** Where a job stands (jobs.status, a CHECK constraint of the database), with its label and badge. */

export const JOB_STATUSES = ['active', 'filled', 'in_progress', 'completed', 'cancelled', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Ativo',
  filled: 'Preenchido',
  in_progress: 'Em andamento',
  completed: 'Concluído',
  cancelled: 'Cancelado',
  closed: 'Fechado',
};

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export const JOB_STATUS_BADGE: Record<JobStatus, BadgeVariant> = {
  active: 'default',
  filled: 'secondary',
  in_progress: 'secondary',
  completed: 'outline',
  cancelled: 'destructive',
  closed: 'outline',
};
