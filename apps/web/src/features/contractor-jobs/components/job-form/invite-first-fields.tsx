import { useWatch, type UseFormReturn } from 'react-hook-form';
import { INVITE_FIRST_MAX_HOURS } from '@vamos/shared/shift-states';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { JobFormValues } from '../../lib/job-form-values';
import { CheckboxCard } from './checkbox-card';

/**
 * 'Convidar minha equipe primeiro' (decision 0037): for the hours chosen the job is seen only by the
 * contractor's team, each favourite invited at once; then it opens to everyone.
 */
export function InviteFirstFields({ form }: { form: UseFormReturn<JobFormValues, unknown, CreateJob> }) {
  const { control, register, formState } = form;
  const checked = useWatch({ control, name: 'invite_first' });
  return (
    <>
      <CheckboxCard
        control={control}
        name="invite_first"
        label="Convidar minha equipe primeiro"
        hint="Só os freelancers de Minha equipe veem a vaga e recebem um convite na hora; depois ela abre para todos."
      />
      {checked ? (
        <Field
          label="Por quantas horas?"
          error={formState.errors.invite_first_hours?.message}
          hint={`De 1 a ${INVITE_FIRST_MAX_HOURS} horas; a janela termina antes do início do turno.`}
          className="sm:col-span-2"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_FIRST_MAX_HOURS}
            step={1}
            {...register('invite_first_hours')}
          />
        </Field>
      ) : null}
    </>
  );
}
