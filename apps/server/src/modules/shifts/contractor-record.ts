/**
 * The contractor's record as columns of the job detail's query (jobs/job-list.repo.ts): this module's
 * facts, offered apart from shifts.service.ts, whose imports lead back to jobs (an import cycle).
 */
export { contractorRecordColumns } from './reliability.repo.ts';
