import { WeeklyRepeat } from '../components/event-form/weekly-repeat';
import { RepeatSource } from '../components/job-templates/repeat-source';
import { publishWeekly } from './publish-weekly';
import { SaveTemplateButton } from '../components/job-templates/save-template-button';
import { TemplatePicker } from '../components/job-templates/template-picker';

/**
 * What the create page adds to the job form for 'Repetir vaga' and the templates (decision 0035)
 * and 'Repetir semanalmente' (decision 0038),
 * in one chunk fetched as the page mounts, not with it: the page's first load is at its budget
 * (scripts/bundle-budget.mjs), and none of this is needed to draw the form.
 */
export const createJobExtras = {
  RepeatSource,
  SaveTemplateButton,
  TemplatePicker,
  WeeklyRepeat,
  publishWeekly,
};
export type CreateJobExtras = typeof createJobExtras;
