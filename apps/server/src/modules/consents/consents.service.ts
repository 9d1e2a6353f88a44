import { CURRENT_VERSIONS, type ConsentDocument, type VersionedDocument } from '@vamos/shared/consents';
import type { MyConsents } from '@vamos/shared/schemas/my-data';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as consentsRepo from './consents.repo.ts';

/**
 * Consents (LGPD Art. 7 I, Art. 8; decision 0051): who accepted which version of the terms and the
 * privacy policy, and who opted in to marketing, when and from which address. Append-only: a
 * withdrawal is one more row. Imports no other module, so signup, notifications and privacy all may.
 */

/** The terms and the privacy policy in force, accepted now (signup, or again after a version changed). */
export function acceptCurrentDocuments(tx: Tx, userId: string, ip: string | null, at = new Date()): Promise<void> {
  const documents = Object.keys(CURRENT_VERSIONS) as VersionedDocument[];
  return consentsRepo.insertConsents(
    tx,
    documents.map((document) => ({ userId, document, version: CURRENT_VERSIONS[document], granted: true, at, ip })),
  );
}

/** Marketing ('Novidades') turned on or off in the notification preferences. */
export function recordMarketingChoice(tx: Tx, userId: string, granted: boolean, ip: string | null): Promise<void> {
  return consentsRepo.insertConsents(tx, [{ userId, document: 'marketing', version: null, granted, ip }]);
}

/**
 * Whether the person's latest acceptance of each document in force is of its current version. A
 * person with no acceptance on record is not asked (an operator has none). Signups and managers'
 * new logins accept at once (decision 0051); accounts from before the consent log (migration 0043)
 * and managers who joined before managers accepted (migration 0052) have one with no version, so
 * they are asked once.
 */
export function isUpToDate(rows: readonly consentsRepo.ConsentRow[]): boolean {
  return (Object.keys(CURRENT_VERSIONS) as VersionedDocument[]).every((document) => {
    const latest = rows.find((r) => r.document === document && r.granted);
    return latest === undefined || latest.version === CURRENT_VERSIONS[document];
  });
}

/** `GET /api/me/consents`: the person's consents, newest first, and whether they must accept again. */
export async function myConsents(db: DbOrTx, userId: string): Promise<MyConsents> {
  const rows = await consentsRepo.findConsents(db, userId);
  return {
    entries: rows.map((r) => ({
      document: r.document satisfies ConsentDocument,
      version: r.version,
      granted: r.granted,
      at: r.at.toISOString(),
      ip: r.ip,
    })),
    outdated: !isUpToDate(rows),
    current: { ...CURRENT_VERSIONS },
  };
}

/** `POST /api/me/consents`: the person accepts the terms and the privacy policy in force (again). */
export async function acceptCurrent(db: Db, userId: string, ip: string | null): Promise<MyConsents> {
  await inTransaction(db, (tx) => acceptCurrentDocuments(tx, userId, ip));
  return myConsents(db, userId);
}
