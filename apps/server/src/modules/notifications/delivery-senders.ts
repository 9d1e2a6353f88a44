import { categoryOf, type NotificationKind } from '@vamos/shared/notifications';
import type { Deps } from '../../app-deps.ts';
import { actionLabelOf, digestOfApplications } from './notification-templates.ts';
import { notificationEmail } from './notification-email.ts';
import { unsubscribeToken } from './notification-preferences.ts';
import * as devicesRepo from './devices.repo.ts';
import { UNSUBSCRIBE_PATH } from './unsubscribe.routes.ts';
import type { ClaimedDelivery } from './deliveries.repo.ts';

/** Pushes a phone should show at once (the shift changed under someone's feet). */
const URGENT_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'application_approved',
  'job_cancelled',
  'shift_changed',
  'shift_reminder',
  'coins_needed',
]);

/**
 * The delivery a message is named after: the group's lowest id (a digest's first), whichever
 * delivery came due first and whichever worker sends it, so a message sent again has the same name.
 */
function namesake(group: ClaimedDelivery[]): ClaimedDelivery {
  const [first, ...rest] = group;
  if (!first) throw new Error('an empty delivery group');
  return rest.reduce((lowest, d) => (d.id < lowest.id ? d : lowest), first);
}

/**
 * The e-mail's Message-ID (RFC 5322 §3.6.4): the same for every send of the same message, so the
 * receiving side can recognise a resend (a worker killed between the SMTP server's acceptance and
 * the recording); the notification's id keeps it unique beyond this database.
 */
export function messageIdOf(group: ClaimedDelivery[], appUrl: string): string {
  const d = namesake(group);
  return `<delivery-${d.id}.${d.notificationId}@${new URL(appUrl).hostname}>`;
}

/**
 * The push's Topic (RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet): the
 * notification's id in hex, so a push sent again replaces the earlier one still on the push service.
 */
export function topicOf(group: ClaimedDelivery[]): string {
  return namesake(group).notificationId.replaceAll('-', '');
}

/** What a message of the group says: the notification's texts, or the digest's. */
function textsOf(group: ClaimedDelivery[]): { title: string; body: string; link: string } {
  const [first] = group;
  if (!first) throw new Error('an empty delivery group');
  return group.length > 1 ? digestOfApplications(group) : first;
}

/**
 * Pushes the message to each of the person's devices ('no-device' when they have none left). A
 * device the push service says is gone (404/410), or whose keys can never encrypt a message, is
 * removed; any other failure throws, and the whole message is retried (a device that already got
 * it may get it again, with the same Topic: the push service keeps one).
 */
export async function sendPush(
  deps: Pick<Deps, 'db' | 'push'>,
  group: ClaimedDelivery[],
): Promise<'sent' | 'no-device'> {
  const [first] = group;
  if (!first) return 'no-device';
  const devices = await devicesRepo.listDevices(deps.db, first.userId);
  if (devices.length === 0) return 'no-device';
  const { title, body, link } = textsOf(group);
  const action = group.length > 1 ? null : actionLabelOf(first.kind, first.data);
  const payload = JSON.stringify({
    title,
    body,
    url: link,
    tag: `${first.kind}:${first.notificationId}`,
    // The notification's own action ('Vou comparecer'): a button on the phone's notification, opening `url`.
    ...(action ? { actions: [{ action: 'open', title: action }] } : {}),
  });
  const options = { urgency: URGENT_KINDS.has(first.kind) ? 'high' : 'normal', topic: topicOf(group) } as const;
  const reached: string[] = [];
  const unusable: string[] = [];
  for (const device of devices) {
    const outcome = await deps.push.send(device, payload, options);
    (outcome === 'sent' ? reached : unusable).push(device.endpoint);
  }
  // Housekeeping, not the outcome: when it fails, the next push meets the same answers and does it.
  await devicesRepo.afterPush(deps.db, { reached, unusable }).catch(() => undefined);
  return reached.length > 0 ? 'sent' : 'no-device';
}

export async function sendEmail(deps: Pick<Deps, 'mailer' | 'config'>, group: ClaimedDelivery[]): Promise<'sent'> {
  const first = namesake(group);
  const { title, body, link } = textsOf(group);
  const appUrl = deps.config.APP_URL;
  const category = categoryOf(first.kind);
  const token = unsubscribeToken(deps.config.authSecret, first.userId, category);
  const message = await notificationEmail(
    {
      to: first.email,
      name: first.name,
      kind: first.kind,
      category,
      title,
      body,
      actionLabel: group.length > 1 ? null : actionLabelOf(first.kind, first.data),
      actionUrl: new URL(link, appUrl).toString(),
      preferencesUrl: new URL('/notificacoes/preferencias', appUrl).toString(),
      unsubscribeUrl: new URL(`${UNSUBSCRIBE_PATH}?token=${token}`, appUrl).toString(),
    },
    appUrl,
  );
  await deps.mailer.send({ ...message, messageId: messageIdOf(group, appUrl) });
  return 'sent';
}
