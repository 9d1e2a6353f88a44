import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Index of this entry in the router's history stack (0 when the page was opened directly or in a new tab). */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return 0;
}

/** 'Voltar': back to the previous page of the app, or home when there is none. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="-ml-3 text-brand-800"
      onClick={() => {
        if (historyIndex() > 0) void navigate(-1);
        else void navigate(paths.home.getHref());
      }}
    >
      <ArrowLeft aria-hidden />
      Voltar
    </Button>
  );
}
