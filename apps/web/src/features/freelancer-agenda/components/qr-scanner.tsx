import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { decodeCheckInCode } from '../lib/decode-check-in-code';

/**
 * The phone's back camera, read frame by frame until a check-in QR code is found (jsQR, loaded
 * with this component only). The camera is released when a code is read, on 'Fechar câmera' and
 * when the dialog closes.
 */
export function QrScanner({ onCode, onCancel }: { onCode: (code: string) => void; onCancel: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const scan = () => {
      const v = video.current;
      if (stopped || !v || !context) return;
      if (v.readyState >= v.HAVE_ENOUGH_DATA && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const code = decodeCheckInCode(context.getImageData(0, 0, canvas.width, canvas.height));
        if (code) {
          stop();
          found.current(code);
          return;
        }
      }
      frame = requestAnimationFrame(scan);
    };
    if (!supported) return stop;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        frame = requestAnimationFrame(scan);
      })
      .catch(() => setFailed(true));
    return stop;
  }, [supported]);

  if (failed || !supported) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Não foi possível abrir a câmera. Digite o código.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Câmera: aponte para o QR code do contratante"
        className="aspect-square w-full rounded-lg bg-slate-900 object-cover"
      />
      <Button type="button" variant="outline" onClick={onCancel}>
        Fechar câmera
      </Button>
    </div>
  );
}
