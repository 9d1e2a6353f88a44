import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverKeys } from '../../db/schema.ts';

const VAPID = 'vapid';

/**
 * The VAPID key pair kept in the database (the embedded default: no configuration needed). The
 * first instance to ask stores `generate()`'s pair; every other gets that same pair.
 */
export async function storedVapidKeys(
  db: Db,
  generate: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID)))[0]?.value;
  let value = await read();
  if (!value) {
    await db.insert(serverKeys).values({ name: VAPID, value: generate() }).onConflictDoNothing();
    value = await read();
  }
  const { publicKey, privateKey } = value ?? {};
  if (!publicKey || !privateKey) throw new Error('server_keys holds no usable VAPID key pair');
  return { publicKey, privateKey };
}
