import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { requireSignedIn } from '@/lib/guards';

/** '/agenda' (spec route table): the signed-in user's own agenda, whichever their role. */
export async function agendaLoader(args: LoaderFunctionArgs) {
  const me = await requireSignedIn(args);
  return redirect(me.role === 'freelancer' ? paths.freelancer.agenda.getHref() : paths.contractor.agenda.getHref());
}
