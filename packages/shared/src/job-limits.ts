/** Lengths and ranges of a job's fields and of the board's search (the job schemas check them). */
export const JOB_LIMITS = {
  company: 100,
  /** The edit form's company is shorter (spec 02 §5 "Job edit"). */
  companyOnEdit: 60,
  city: 100,
  neighborhood: 100,
  street: 100,
  number: 20,
  complement: 100,
  requirements: 300,
  description: 500,
  minSalaryCents: 100,
  maxSalaryCents: 100_000_000,
  minPeople: 1,
  maxPeople: 50,
  search: 100,
  pageSize: 20,
  maxPageSize: 50,
} as const;
