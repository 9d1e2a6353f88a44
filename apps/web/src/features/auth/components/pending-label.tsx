import { LoaderCircle } from 'lucide-react';

/** Content of a submit button while its request runs. */
export function PendingLabel({ children }: { children: string }) {
  return (
    <>
      <LoaderCircle className="animate-spin" aria-hidden />
      {children}
    </>
  );
}
