import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lowercased. */
  to: string[];
  subject: string;
  /** The decoded text body, with `\n` line ends. */
  text: string;
}

export interface MailReceiver {
  /** The SMTP_URL that delivers here. */
  url: string;
  received: ReceivedMail[];
  /** The first mail to this address not handed out yet; fails after `timeoutMs`. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it is given. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const received: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        received.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve);
    listening.once('error', reject);
  });
  const { port } = listening.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail: (to, timeoutMs = 10_000) =>
      eventually(() => {
        const mail = received.find((m) => m.to.includes(to.toLowerCase()) && !handedOut.has(m));
        if (mail) handedOut.add(mail);
        return mail;
      }, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Polls `probe` until it returns a value, every 50 ms, failing after `timeoutMs`. */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing came within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The password-reset link of a reset mail. */
export function resetLink(text: string): URL {
  const line = text.match(/^https?:\/\/\S+\/auth\/verify\?\S+$/m)?.[0];
  if (!line) throw new Error(`no reset link in:\n${text}`);
  return new URL(line);
}

/** Just enough MIME for the single-part text mails we send: a subject and a text body. */
function parseMessage(raw: string): { subject: string; text: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' '); // unfold
  const body = raw.slice(end + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? latin1ToUtf8(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, hexByte))
        : body;
  return { subject: decodeWords(header('subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); adjacent words join into one UTF-8 string. */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?[^?]+\?[BQ]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, hexByte), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

const hexByte = (_: string, hex: string) => String.fromCharCode(Number.parseInt(hex, 16));
const latin1ToUtf8 = (value: string) => Buffer.from(value, 'latin1').toString('utf8');
