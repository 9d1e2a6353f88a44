import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/**
 * A local push service speaking the Web Push protocol as a browser vendor's does: each
 * subscription (`subscribe()`) has its own P-256 key pair and auth secret, as a browser makes;
 * a POST to its endpoint must carry a valid VAPID JWT (RFC 8292: ES256, `aud` = this origin, `exp`
 * within 24 h, a `sub`) and an `aes128gcm` body (RFC 8188/8291), which is decrypted with the
 * subscription's private key. It answers 201, or 410 for an endpoint marked gone, 400/403 for a
 * bad message. Used by the server tests and by Playwright.
 */
export type ReceivedPush = {
  endpoint: string;
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** RFC 8030 §5.4: a later message with the same topic replaces an undelivered one. */
  topic: string | undefined;
};

export type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused (bad JWT, bad encryption…), with why. */
  rejected: string[];
  subscribe(): FakeSubscription;
  /** From now on the endpoint answers 410 Gone, as after the user revoked the permission. */
  markGone(endpoint: string): void;
  close(): Promise<void>;
};

/**
 * `onPush`: called with each push accepted, and awaited before the service answers 201: the moment
 * the message has gone out but its sender does not know it yet.
 */
export async function startFakePushService({
  onPush,
}: { onPush?: (push: ReceivedPush) => Promise<void> | void } = {}): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const answer = (status: number, why?: string) => {
        if (why) rejected.push(why);
        response.writeHead(status).end();
      };
      if (request.method !== 'POST') return answer(405, 'method');
      if (gone.has(endpoint)) return answer(410);
      const subscription = keys.get(endpoint);
      if (!subscription) return answer(404, 'unknown endpoint');
      const vapidError = checkVapid(request.headers.authorization, origin);
      if (vapidError) return answer(403, vapidError);
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'content-encoding');
      let push: ReceivedPush;
      try {
        push = {
          endpoint,
          payload: decrypt(body, subscription.ecdh, subscription.auth),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        };
      } catch (error) {
        return answer(400, `decrypt: ${(error as Error).message}`);
      }
      received.push(push);
      try {
        await onPush?.(push);
      } catch {
        // A failing onPush drops the request unanswered (its test reports why).
        return void request.socket.destroy();
      }
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake push service has no port');
  origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      keys.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    markGone: (endpoint) => void gone.add(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; null when valid, else why not. */
function checkVapid(header: string | undefined, audience: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt = '', k = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const publicKey = Buffer.from(k, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'vapid key is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'vapid signature';
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') return 'vapid alg';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `vapid aud ${body.aud}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return 'vapid exp';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'vapid sub';
  return null;
}

/** RFC 8291 (aes128gcm, one record): the plaintext, with its padding removed. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
