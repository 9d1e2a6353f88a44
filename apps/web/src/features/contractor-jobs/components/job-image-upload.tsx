import { useId } from 'react';
import { Camera } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { useUploadJobImage } from '../api/upload-job-image';
import { IMAGE_ACCEPT } from '@/components/forms/image-file';
import { useImageUpload } from '@/components/forms/use-image-upload';
import { JobImage } from '@/components/jobs/job-image';

/**
 * The job's photo with 'Alterar foto': JPEG, PNG or GIF up to 5 MB, checked before sending; the
 * chosen file is previewed while it uploads and the outcome is reported in toasts.
 */
export function JobImageUpload({
  jobId,
  imageUrl,
  segment,
}: {
  jobId: string;
  imageUrl: string | null;
  segment: string;
}) {
  const inputId = useId();
  const upload = useUploadJobImage();
  const { preview, onFileChange } = useImageUpload((file) => upload.mutateAsync({ id: jobId, file }));

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <div
        className="relative h-40 overflow-hidden rounded-xl sm:h-32 sm:w-56 sm:shrink-0"
        aria-busy={upload.isPending}
      >
        {preview ? (
          <img src={preview} alt="Foto da vaga" className="size-full object-cover" />
        ) : imageUrl ? (
          <StoredImage
            url={imageUrl}
            folder="jobs"
            variant="sm"
            alt="Foto da vaga"
            className="size-full object-cover"
          />
        ) : (
          <JobImage imageUrl={null} segment={segment} variant="sm" className="size-full" />
        )}
        {upload.isPending ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner showLabel={false} label="Enviando imagem..." className="py-0" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2">
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
          Foto da vaga
        </h2>
        <p className="text-sm text-slate-600">
          JPEG, PNG ou GIF de até 5 MB. Uma boa foto do local atrai mais candidatos.
        </p>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(event) => void onFileChange(event)}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            upload.isPending && 'pointer-events-none opacity-50',
          )}
        >
          <Camera aria-hidden />
          {imageUrl ? 'Alterar foto' : 'Enviar foto'}
        </label>
      </div>
    </section>
  );
}
