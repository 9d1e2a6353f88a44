import type { Role } from '../db/schema.ts';

/** Who makes a request: the signed-in user as the request context resolves it from the session. */
export type Actor = { id: string; role: Role; email: string; name: string; sessionId: string };
