import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_TEXT_MAX,
  type ReportCategory,
  type ReportTargetType,
} from '@vamos/shared/schemas/reports';
import { useCreateReport } from '@/api/reports';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  subject: string;
};

export const REPORT_SENT = 'Denúncia enviada. Nossa equipe vai analisar e avisar você do resultado.';

/** The 'Denunciar' dialog (./report-button), fetched when first opened: a category and what happened. */
export function ReportDialogContent({ open, onOpenChange, targetType, targetId, subject }: ReportDialogProps) {
  const id = useId();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [text, setText] = useState('');
  const report = useCreateReport();
  const fields = report.error instanceof ApiError ? report.error.fields : {};
  const formError = report.error && !fields.category && !fields.text ? report.error.message : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    report.mutate(
      { target_type: targetType, target_id: targetId, category: category as ReportCategory, text },
      {
        onSuccess: () => {
          toast.success(REPORT_SENT);
          setCategory('');
          setText('');
          report.reset();
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Denunciar</DialogTitle>
        <DialogDescription>
          Conte o que há de errado com {subject}. Só a nossa equipe lê a denúncia; avisamos você do resultado.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-category`}>Motivo</Label>
            <NativeSelect
              id={`${id}-category`}
              value={category}
              onChange={(e) => setCategory(e.target.value as ReportCategory | '')}
              aria-invalid={fields.category ? true : undefined}
              aria-describedby={fields.category ? `${id}-category-error` : undefined}
            >
              <option value="">Escolha um motivo</option>
              {REPORT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {REPORT_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
            {fields.category ? (
              <p id={`${id}-category-error`} role="alert" className="text-sm text-red-700">
                {fields.category}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-text`}>O que aconteceu?</Label>
            <Textarea
              id={`${id}-text`}
              rows={4}
              maxLength={REPORT_TEXT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={fields.text ? true : undefined}
              aria-describedby={`${id}-text-message`}
            />
            {fields.text ? (
              <p id={`${id}-text-message`} role="alert" className="text-sm text-red-700">
                {fields.text}
              </p>
            ) : (
              <p id={`${id}-text-message`} className="text-sm text-slate-600">
                De 10 a {REPORT_TEXT_MAX} caracteres.
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={report.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Enviando…' : 'Enviar denúncia'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
