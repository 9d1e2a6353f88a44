import { useMemo } from 'react';
import { useForm, type UseFormGetValues } from 'react-hook-form';
import { JOB_TEMPLATE_NAME_MAX } from '@vamos/shared/job-template-limits';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useCreateJobTemplate } from '../../api/create-job-template';
import type { JobFormValues } from '../../lib/job-form-values';
import { templateFieldsOf } from '../../lib/job-template-values';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; getValues: UseFormGetValues<JobFormValues> };

/** The dialog of SaveTemplateButton, fetched when first opened: asks the name, saves the form's fields. */
export function SaveTemplateDialog({ open, onOpenChange, getValues }: Props) {
  const resolver = useMemo(
    () => lazyZodResolver(async () => (await import('@vamos/shared/schemas/job-templates')).JobTemplateNameFormSchema),
    [],
  );
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const create = useCreateJobTemplate();

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync({ name, fields: templateFieldsOf(getValues()) });
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) {
        form.setError('name', { message: error.fields.name });
        return;
      }
      const details = error instanceof ApiError ? Object.values(error.fields) : [];
      toast.error('Não foi possível salvar o modelo', {
        description: [error instanceof Error ? error.message : '', ...details].filter(Boolean).join(' '),
      });
      return;
    }
    toast.success('Modelo salvo', { description: `Use-o em 'Usar modelo' ao publicar.` });
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Salvar como modelo</DialogTitle>
        <DialogDescription>
          Os dados do formulário, sem as datas, ficam salvos para as próximas vagas.
        </DialogDescription>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <Field label="Nome do modelo" error={errors.name?.message}>
            <Input
              autoFocus
              maxLength={JOB_TEMPLATE_NAME_MAX}
              placeholder="Ex.: Garçom de sexta"
              {...form.register('name')}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar modelo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
