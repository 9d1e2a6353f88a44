import { Bell } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** 'Notificações' or 'Notificações, 3 não lidas': what a screen reader says of the bell. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notificações';
  return count === 1 ? 'Notificações, 1 não lida' : `Notificações, ${count} não lidas`;
}

/** The bell of both bars: opens /notificacoes; a red count of unread notifications, live. */
export function NotificationBell({ count = 0, className }: { count?: number; className?: string }) {
  const { pathname } = useLocation();
  const isActive = pathname === paths.notifications.path;
  return (
    <Link
      to={paths.notifications.getHref()}
      aria-label={bellLabel(count)}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
        isActive && 'bg-brand-50 text-brand-800',
        className,
      )}
    >
      <Bell className="size-[22px]" aria-hidden strokeWidth={isActive ? 2.4 : 2} />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
