import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteJobTemplate } from '../../api/delete-job-template';
import { useJobTemplates } from '../../api/get-job-templates';
import type { JobFormValues } from '../../lib/job-form-values';
import { templateFormValues } from '../../lib/job-template-values';

/**
 * 'Usar modelo' above the create form: my templates by name; choosing one fills the form with
 * its fields over `base`, the empty form (the dates stay empty). 'Excluir modelo' deletes the chosen one, once confirmed. Nothing when I have none.
 */
export function TemplatePicker({ base, onFill }: { base: JobFormValues; onFill: (values: JobFormValues) => void }) {
  const { data } = useJobTemplates();
  const remove = useDeleteJobTemplate();
  const [selectedId, setSelectedId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const templates = data?.templates ?? [];
  if (templates.length === 0) return null;
  const selected = templates.find((t) => t.id === selectedId);

  function choose(id: string) {
    setSelectedId(id);
    const template = templates.find((t) => t.id === id);
    if (template) onFill(templateFormValues(template.fields, base));
  }

  function confirmDelete() {
    if (!selected) return;
    remove.mutate(selected.id, {
      onSuccess: () => {
        setConfirming(false);
        setSelectedId('');
        toast.success('Modelo excluído');
      },
      onError: (error) =>
        toast.error('Não foi possível excluir o modelo', {
          description: error instanceof ApiError ? error.message : undefined,
        }),
    });
  }

  return (
    <section
      aria-label="Modelos de vaga"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <Field label="Usar modelo" hint="Preenche o formulário; as datas ficam em branco." className="min-w-0 flex-1">
        <NativeSelect value={selectedId} onChange={(e) => choose(e.target.value)}>
          <option value="">Escolha um modelo</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {selected ? (
        <Button type="button" variant="outline" onClick={() => setConfirming(true)} {...confirmDialogPreload}>
          <Trash2 aria-hidden />
          Excluir modelo
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir modelo?"
        description={`O modelo “${selected?.name ?? ''}” será excluído. As vagas já publicadas não mudam.`}
        confirmLabel="Excluir modelo"
        pendingLabel="Excluindo..."
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
