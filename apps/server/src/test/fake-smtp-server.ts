import { createServer, type Socket } from 'node:net';

/** One message as a tiny SMTP server received it: the envelope and the raw DATA. */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type FakeSmtpServer = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Messages refused so far (see `refuseFirst`). */
  refused: number;
  /** Connections accepted so far. */
  connections: number;
  /** Ends every open connection, as a restarting server does; it keeps listening. */
  dropConnections(): void;
  close(): Promise<void>;
};

/**
 * Speaks just enough SMTP (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on 127.0.0.1 for nodemailer.
 * `refuseFirst`: the first n messages are refused with a temporary error (451), as a server that is down.
 * `onMessage`: called with each message received, and awaited before the server accepts it (250): the
 * moment the sender's message has gone out but the sender does not know it yet.
 */
export async function startFakeSmtpServer({
  refuseFirst = 0,
  onMessage,
}: { refuseFirst?: number; onMessage?: (mail: ReceivedMail) => Promise<void> | void } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const state = { refused: 0, connections: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    state.connections += 1;
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    // The reply to a message's DATA waits for onMessage; what the client sends next waits behind it.
    let accepting: Promise<void> = Promise.resolve();

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A failing onMessage ends the conversation without accepting the message (its test reports why).
      accepting = accepting.then(handle).catch(() => void socket.destroy());
    });
    const handle = async () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const mail = { ...envelope, data: buffer.slice(0, end) };
          messages.push(mail);
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          await onMessage?.(mail);
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        switch (line.slice(0, 4).toUpperCase()) {
          case 'EHLO':
          case 'HELO':
            reply('250 fake-smtp');
            break;
          case 'MAIL':
            if (state.refused < refuseFirst) {
              state.refused += 1;
              reply('451 4.3.0 Temporarily unavailable, try again later');
              break;
            }
            envelope.from = address;
            reply('250 2.1.0 Ok');
            break;
          case 'RCPT':
            envelope.to.push(address);
            reply('250 2.1.5 Ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'QUIT':
            reply('221 2.0.0 Bye');
            socket.end();
            return;
          default:
            reply('250 Ok');
        }
      }
    };
    reply('220 fake-smtp ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addressInfo = server.address();
  if (addressInfo === null || typeof addressInfo === 'string') throw new Error('fake SMTP server has no port');
  return {
    port: addressInfo.port,
    url: `smtp://127.0.0.1:${addressInfo.port}`,
    messages,
    get refused() {
      return state.refused;
    },
    get connections() {
      return state.connections;
    },
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The Message-ID header of a received message ('<…>'), or undefined. */
export function messageIdOf(mail: ReceivedMail): string | undefined {
  const unfolded = mail.data.replace(/\r\n[ \t]+/g, ' ');
  return /^Message-ID: *(<[^>\r\n]*>)\r?$/im.exec(unfolded)?.[1];
}

/** Decodes a quoted-printable body (soft line breaks, =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
