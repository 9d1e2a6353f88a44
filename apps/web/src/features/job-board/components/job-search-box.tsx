import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedField } from '../hooks/use-debounced-field';

const toUrl = (typed: string) => typed.trim();
const fromUrl = (url: string) => url;

/** 'Buscar por cidade ou título': searches as you type (after a pause), or at once on Enter. */
type JobSearchBoxProps = {
  q: string;
  onCommit: (q: string) => void;
  /** Shown next to the box (the phone's 'Filtros' button). */
  children?: ReactNode;
};

export function JobSearchBox({ q, onCommit, children }: JobSearchBoxProps) {
  const field = useDebouncedField({ urlValue: q, toUrl, fromUrl, commit: onCommit });
  return (
    <form
      role="search"
      aria-label="Buscar vagas"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        field.flush();
      }}
    >
      <Label htmlFor="job-search">Buscar por cidade ou título</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            id="job-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder="Ex.: garçom, Salvador"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            className="pl-10"
          />
        </div>
        {children}
      </div>
    </form>
  );
}
