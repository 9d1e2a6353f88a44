import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { Badge } from '@/components/ui/badge';
import { hourMinute, parseDate } from '@/lib/format';

const timeOf = (iso: string | null) => {
  const date = iso ? parseDate(iso) : null;
  return date ? hourMinute(date) : null;
};

/**
 * A booked candidate's presence (issue 24), live: 'Presença confirmada' (when the state's badge
 * does not say it already), 'Não confirmado' 12 h before the start, 'Chegou às 19:02', 'Saiu às 23:40'.
 */
export function CandidatePresence({ application }: { application: JobApplication }) {
  const { presence, status } = application;
  const arrived = timeOf(presence.checked_in_at);
  const left = timeOf(presence.checked_out_at);
  const items: { text: string; tone: 'success' | 'warning' }[] = [];
  if (presence.confirmed_at && status !== 'confirmed') items.push({ text: 'Presença confirmada', tone: 'success' });
  if (presence.unconfirmed) items.push({ text: 'Não confirmado', tone: 'warning' });
  if (arrived) items.push({ text: `Chegou às ${arrived}`, tone: 'success' });
  if (left) items.push({ text: `Saiu às ${left}`, tone: 'success' });
  if (items.length === 0) return null;
  return (
    <ul aria-label="Presença" className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.text}>
          <Badge variant={item.tone}>{item.text}</Badge>
        </li>
      ))}
    </ul>
  );
}
