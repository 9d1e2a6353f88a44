import type { NotificationKind } from '@vamos/shared/notifications';
import type { NotificationView } from '@vamos/shared/schemas/notifications';
import {
  AlarmClock,
  BellRing,
  BadgeCheck,
  Coins,
  CreditCard,
  EyeOff,
  Flag,
  CalendarClock,
  CalendarX2,
  CircleX,
  Hourglass,
  MailOpen,
  MessageSquareWarning,
  QrCode,
  Star,
  UserMinus,
  UserPlus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';
import { hourMinute } from '@/lib/format';

const ICONS: Record<NotificationKind, LucideIcon> = {
  application_received: UserPlus,
  application_approved: BadgeCheck,
  application_rejected: CircleX,
  application_closed: CircleX,
  job_cancelled: CalendarX2,
  shift_changed: CalendarClock,
  application_withdrawn: UserMinus,
  job_completed: Star,
  evaluation_received: Star,
  payment_confirmed: QrCode,
  payment_expired: QrCode,
  payment_refunded: QrCode,
  coins_needed: Coins,
  credits_low: CreditCard,
  plan_expiring: CreditCard,
  plan_expired: CreditCard,
  shift_reminder: AlarmClock,
  evaluation_reminder: Star,
  no_show_marked: UserX,
  no_show_contested: MessageSquareWarning,
  no_show_upheld: UserX,
  no_show_cleared: BadgeCheck,
  shift_unconfirmed: UserMinus,
  job_alert: BellRing,
  job_alert_digest: BellRing,
  shift_reserved: Hourglass,
  reserve_promoted: BadgeCheck,
  reserve_released: CalendarX2,
  shift_invited: MailOpen,
  invitation_accepted: BadgeCheck,
  invitation_declined: UserMinus,
  place_paid: BadgeCheck,
  place_payment_lapsed: CreditCard,
  job_funded: BadgeCheck,
  job_funding_lapsed: CreditCard,
  payout_sent: BadgeCheck,
  payout_failed: CreditCard,
  place_refunded: CreditCard,
  job_hidden: EyeOff,
  report_outcome: Flag,
};

/** One notification: opens its screen; an unread one is marked read as it opens. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationView;
  onOpen: (notification: NotificationView) => void;
}) {
  const Icon = ICONS[notification.kind];
  const time = new Date(notification.created_at);
  return (
    <Link
      to={notification.link}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex gap-3 rounded-xl border p-4 transition-colors hover:border-brand-300',
        notification.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          notification.read ? 'bg-slate-100 text-slate-600' : 'bg-brand-100 text-brand-800',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm text-slate-900', notification.read ? 'font-medium' : 'font-bold')}>
            {notification.read ? null : <span className="sr-only">Não lida:</span>} {notification.title}
          </span>
          <time dateTime={notification.created_at} className="shrink-0 text-xs text-slate-600">
            {hourMinute(time)}
          </time>
        </span>
        <span className="text-sm break-words text-slate-700">{notification.body}</span>
        {notification.action_label ? (
          // The notification's own action ('Vou comparecer'): the whole item leads to where it is done.
          <span className={buttonVariants({ size: 'sm', className: 'mt-1 self-start' })}>
            {notification.action_label}
          </span>
        ) : null}
      </span>
      {notification.read ? null : <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-700" />}
    </Link>
  );
}
