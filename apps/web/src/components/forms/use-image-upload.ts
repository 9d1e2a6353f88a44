import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { imageFileProblem } from './image-file';
import { errorText } from './server-errors';

/** Spec 01 §8 and spec 02 §8 "Upload". */
const UPLOAD_TEXTS = {
  validationTitle: 'Erro na validação',
  uploadedTitle: 'Upload realizado com sucesso!',
  uploadFailedTitle: 'Erro no upload',
  uploadFailedFallback: 'Não foi possível enviar a imagem.',
} as const;

/**
 * The file input of an image (profile photo, company logo, job photo): the chosen file is checked
 * before sending (type and size; the server checks its content again), previewed while `upload`
 * runs, and the outcome told in toasts. Put `onFileChange` on the input and show `preview` over
 * the stored image while it is not null.
 */
export function useImageUpload(upload: (file: File) => Promise<unknown>) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(UPLOAD_TEXTS.validationTitle, { description: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await upload(file);
      toast.success(UPLOAD_TEXTS.uploadedTitle);
    } catch (error) {
      toast.error(UPLOAD_TEXTS.uploadFailedTitle, {
        description: errorText(error, UPLOAD_TEXTS.uploadFailedFallback),
      });
    } finally {
      setPreview(null);
    }
  }

  return { preview, onFileChange };
}
