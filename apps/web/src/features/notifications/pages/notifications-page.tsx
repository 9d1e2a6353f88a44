import type { NotificationView } from '@vamos/shared/schemas/notifications';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { dayMonthYear, weekdayDayMonth } from '@/lib/format';
import { ListError } from '@/components/ui/list-error';
import { NotificationItem } from '../components/notification-item';
import { PushPrompt } from '../components/push-prompt';

/** 'Hoje', 'Ontem', 'segunda-feira, 23 de novembro' (with the year when it is another year). */
export function dayLabel(date: Date, now = new Date()): string {
  const key = dayKey(date);
  if (key === dayKey(now)) return 'Hoje';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday)) return 'Ontem';
  return date.getFullYear() === now.getFullYear() ? weekdayDayMonth(date) : dayMonthYear(date);
}

/** The browser's calendar day of a moment, 'yyyy-M-d' (a grouping key, never shown). */
function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Notifications in order, grouped by the day they arrived (the browser's day). */
export function groupByDay(
  items: NotificationView[],
  now = new Date(),
): { label: string; items: NotificationView[] }[] {
  const groups: { key: string; label: string; items: NotificationView[] }[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(date, now), items: [item] });
  }
  return groups;
}

function Body() {
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  if (query.isPending) return <Spinner label="Carregando notificações..." />;
  if (query.isError) {
    return (
      <ListError
        title="Erro ao carregar notificações"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellOff className="size-6" aria-hidden />
        </span>
        <p className="text-lg font-bold text-slate-900">Nenhuma notificação por enquanto</p>
        <p className="max-w-sm text-sm text-slate-600">
          Avisaremos aqui sobre candidaturas, aprovações, turnos, pagamentos e avaliações.
        </p>
      </div>
    );
  }
  const open = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate(notification.id);
  };
  return (
    <div className="flex flex-col gap-6">
      {groupByDay(items).map((group) => (
        <section key={group.label} aria-label={group.label} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-slate-600 first-letter:uppercase">{group.label}</h2>
          <ul className="flex flex-col gap-2">
            {group.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      ) : null}
    </div>
  );
}

/** `/notificacoes`: everything the product told me, newest first, grouped by day. */
export function NotificationsPage() {
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.pages[0]?.unread_count ?? 0;
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => toast.error(error instanceof ApiError ? error.message : INTERNAL_MESSAGE),
    });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Notificações</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={unread === 0 || markAll.isPending} onClick={markAllRead}>
            <CheckCheck aria-hidden />
            Marcar todas como lidas
          </Button>
          <Link
            to={paths.notificationPreferences.getHref()}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Settings aria-hidden />
            Preferências
          </Link>
        </div>
      </div>
      <PushPrompt compact />
      <Body />
    </div>
  );
}
