/** The contractor's job templates ('Salvar como modelo'): apart from the jobs' keys, so no job event refetches them. */
export const jobTemplatesKeys = { all: ['job-templates'] as const };
