import { Link } from 'react-router';
import { Clock, ExternalLink, Pencil, Trash2, Users } from 'lucide-react';
import { AGENDA_ITEM_STATUS_LABELS, AGENDA_ITEM_TYPE_LABELS, type AgendaItemStatus } from '@vamos/shared/agenda';
import type { AgendaItemView, AgendaPerson } from '@vamos/shared/schemas/agenda';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatShift } from '@/lib/format';
import { AGENDA_TEXTS } from '../lib/agenda-texts';

const STATUS_BADGE: Record<AgendaItemStatus, 'success' | 'warning' | 'destructive' | 'outline'> = {
  confirmed: 'success',
  scheduled: 'warning',
  cancelled: 'destructive',
  completed: 'outline',
};

/** Who is coming to one of my jobs: the freelancers booked on it now, by name. */
function BookedPeople({ people }: { people: AgendaPerson[] }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700">
      <Users className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      {people.length === 0 ? (
        <span>{AGENDA_TEXTS.nobodyBooked}</span>
      ) : (
        <span>
          <span className="font-medium">{AGENDA_TEXTS.booked}</span> {people.map((p) => p.full_name).join(', ')}
        </span>
      )}
    </p>
  );
}

/**
 * One item: title, status and type badges, time range, description; my own event has 'Editar' and
 * 'Excluir' (the server's `can`); one of my jobs says who is coming and links to it.
 */
export function AgendaEventCard({ item, onDelete }: { item: AgendaItemView; onDelete: () => void }) {
  const titleId = `event-${item.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {item.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_BADGE[item.status]}>{AGENDA_ITEM_STATUS_LABELS[item.status]}</Badge>
          <Badge variant="secondary">{AGENDA_ITEM_TYPE_LABELS[item.type]}</Badge>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
        <Clock className="size-4" aria-hidden />
        {formatShift(item.start_time, item.end_time, '–', item.ends_next_day)}
      </p>
      {item.description ? <p className="text-sm whitespace-pre-line text-slate-700">{item.description}</p> : null}
      {item.job_id ? <BookedPeople people={item.booked} /> : null}
      <div className="mt-1 flex flex-wrap gap-2">
        {item.can.edit ? (
          <Link
            to={paths.contractor.agendaEdit.getHref(item.id)}
            aria-label={`${AGENDA_TEXTS.edit} ${item.title}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Pencil aria-hidden />
            {AGENDA_TEXTS.edit}
          </Link>
        ) : null}
        {item.can.delete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`${AGENDA_TEXTS.delete} ${item.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
            {AGENDA_TEXTS.delete}
          </Button>
        ) : null}
        {item.job_id ? (
          <Link
            to={paths.contractor.jobDetails.getHref(item.job_id)}
            className={buttonVariants({ variant: 'link', size: 'sm' })}
          >
            <ExternalLink aria-hidden />
            Ver vaga
          </Link>
        ) : null}
      </div>
    </li>
  );
}
