import { useId, type ReactNode } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { IMAGE_ACCEPT } from '@/components/forms/image-file';
import { useImageUpload } from '@/components/forms/use-image-upload';
import { PROFILE_TEXTS } from '../lib/profile-messages';
import { errorText } from '@/components/forms/server-errors';

type ImageUploadProps = {
  /** The stored image, or null. */
  imageUrl: string | null;
  /** Text alternative of the image ('Foto de perfil'). */
  alt: string;
  changeLabel: string;
  removeLabel: string;
  /** Shown when there is no image. */
  placeholder: ReactNode;
  /** Avatars show round and cropped; logos square and whole. */
  folder: 'avatars' | 'logos';
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  isUploading: boolean;
  isRemoving: boolean;
};

/**
 * An image with 'change' and 'remove' actions: checks type and size before sending (spec 01 §5
 * "Image upload"), previews the chosen file while it uploads and reports the outcome in toasts.
 */
export function ImageUpload({
  imageUrl,
  alt,
  changeLabel,
  removeLabel,
  placeholder,
  folder,
  upload,
  remove,
  isUploading,
  isRemoving,
}: ImageUploadProps) {
  const inputId = useId();
  const { preview, onFileChange } = useImageUpload(upload);
  const busy = isUploading || isRemoving;

  async function handleRemove() {
    try {
      await remove();
    } catch (error) {
      toast.error(PROFILE_TEXTS.removeFailedTitle, { description: errorText(error) });
    }
  }

  const frame = folder === 'avatars' ? 'rounded-full' : 'rounded-xl';
  const fit = folder === 'avatars' ? 'object-cover' : 'object-contain';

  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          'relative flex size-24 shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 text-slate-500',
          frame,
        )}
        aria-busy={busy}
      >
        {preview ? (
          <img src={preview} alt={alt} className={cn('size-full', fit)} />
        ) : imageUrl ? (
          <StoredImage url={imageUrl} folder={folder} variant="lg" alt={alt} className={cn('size-full', fit)} />
        ) : (
          placeholder
        )}
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner
              showLabel={false}
              label={isUploading ? 'Enviando imagem...' : 'Removendo imagem...'}
              className="py-0"
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          disabled={busy}
          onChange={(event) => void onFileChange(event)}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          <Camera aria-hidden />
          {changeLabel}
        </label>
        {imageUrl ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={busy}
            onClick={() => void handleRemove()}
          >
            <Trash2 aria-hidden />
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
