/** A contractor's job templates (decision 0035): zod-free, so a page can read the limits without zod. */

/** At most this many templates per contractor (the server counts them under a per-contractor lock). */
export const MAX_JOB_TEMPLATES = 20;
/** A template's name: 1 to this many characters. */
export const JOB_TEMPLATE_NAME_MAX = 60;
