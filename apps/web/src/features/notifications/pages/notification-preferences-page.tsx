import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_CATEGORY,
  type NotificationCategory,
} from '@vamos/shared/notifications';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { NotificationPreferences } from '@vamos/shared/schemas/notifications';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '@/api/notifications';
import { ListError } from '@/components/ui/list-error';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { paths, type Role } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { DeviceList } from '../components/device-list';
import { PushPrompt } from '../components/push-prompt';

const DESCRIPTIONS: Record<NotificationCategory, string> = {
  applications: 'Quando um freelancer se candidata às suas vagas (várias em 10 minutos chegam num só e-mail).',
  shifts: 'Aprovações, recusas, desistências, cancelamentos e mudanças de data ou horário.',
  reminders: 'Lembretes antes de cada turno e para avaliar depois do serviço.',
  payments: 'Pagamentos PIX confirmados ou expirados.',
  evaluations: 'Serviços concluídos para avaliar e avaliações que você recebeu.',
  news: 'Novidades e dicas do Vamos Trabalhar. Desligado até você escolher.',
  job_alerts: 'Vagas novas que combinam com os seus alertas, na hora ou no resumo diário das 8h.',
};

/** Categories this role hears of (a freelancer gets no applications to their jobs); 'news' needs consent. */
function categoriesFor(role: Role): NotificationCategory[] {
  const heard = new Set<NotificationCategory>(Object.values(NOTIFICATION_KIND_CATEGORY));
  if (role === 'freelancer') heard.delete('applications');
  if (role === 'contractor') heard.delete('job_alerts');
  heard.add('news');
  return [...heard];
}

function CategoryRow({
  choice,
  saving,
  onChange,
}: {
  choice: NotificationPreferences['categories'][number];
  saving: boolean;
  onChange: (change: { email: boolean; push: boolean }) => void;
}) {
  const label = NOTIFICATION_CATEGORY_LABELS[choice.category];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{label}</h2>
        <p className="text-sm text-slate-600">{DESCRIPTIONS[choice.category]}</p>
        {choice.category === 'news' && choice.consented_at ? (
          <p className="text-xs text-slate-600">Autorizado em {formatDateTime(choice.consented_at)}.</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-5">
        {(['email', 'push'] as const).map((channel) => {
          const id = `${channel}-${choice.category}`;
          return (
            <div key={channel} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={choice[channel]}
                disabled={saving}
                onCheckedChange={(checked) =>
                  onChange({ email: choice.email, push: choice.push, [channel]: checked === true })
                }
              />
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {NOTIFICATION_CHANNEL_LABELS[channel]} <span className="sr-only">— {label}</span>
              </label>
            </div>
          );
        })}
      </div>
    </li>
  );
}

/** `/notificacoes/preferencias`: per category, whether it also comes by e-mail and push; the devices that get pushes. */
export function NotificationPreferencesPage() {
  const me = useMe();
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const role = me.data?.role;
  const change = (choice: NotificationPreferences['categories'][number], next: { email: boolean; push: boolean }) =>
    update.mutate(
      { categories: [{ category: choice.category, ...next }] },
      {
        onSuccess: () => toast.success('Preferências salvas.'),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : INTERNAL_MESSAGE),
      },
    );
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Link
        to={paths.notifications.getHref()}
        className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Notificações
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-slate-900">Preferências de notificação</h1>
        <p className="text-sm text-slate-600">
          Escolha o que também chega no seu e-mail e no celular (push). Na lista de notificações do app você sempre
          recebe tudo.
        </p>
      </div>
      {query.isPending || !role ? (
        <Spinner label="Carregando preferências..." />
      ) : query.isError ? (
        <ListError
          title="Erro ao carregar preferências"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {categoriesFor(role).map((category) => {
            const choice = query.data.categories.find((c) => c.category === category);
            return choice ? (
              <CategoryRow
                key={category}
                choice={choice}
                saving={update.isPending}
                onChange={(next) => change(choice, next)}
              />
            ) : null;
          })}
        </ul>
      )}
      <section aria-labelledby="devices-title" className="flex flex-col gap-3">
        <h2 id="devices-title" className="text-lg font-bold text-slate-900">
          Aparelhos
        </h2>
        <PushPrompt />
        <DeviceList />
      </section>
    </div>
  );
}
