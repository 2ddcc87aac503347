import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

export interface SmtpSinkOptions {
  port?: number;
  /** Never send the 220 greeting: the client waits until its own limit. */
  isSilent?: boolean;
  /** Answer the end of DATA only after this many milliseconds. */
  dataDelayMs?: number;
  /** Refuse these recipients permanently (550), like a server that knows no such mailbox. */
  isRefused?: (address: string) => boolean;
  /** Answer these recipients 451, try again later (the sender keeps the mail and retries). */
  isDeferred?: (address: string) => boolean;
  /**
   * Called with each message once its DATA has arrived, before the server answers it: the moment
   * a real server holds the message whatever becomes of the 250 (a crash test kills the client
   * here).
   */
  onDataEnd?: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on loopback (smtp-server). A mail counts as received only when the server
 * answered its DATA with 250 on a connection that was still open: that is the moment the client
 * learns it was delivered, so a client that gave up earlier has not sent it.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!options.isSilent) callback();
    },
    onRcptTo(address, _session, callback) {
      if (options.isRefused?.(address.address)) {
        const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      if (options.isDeferred?.(address.address)) {
        const error = Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        };
        options.onDataEnd?.(mail);
        const answer = () => {
          if (closedSessions.has(session.id)) return;
          received.push(mail);
          callback();
        };
        if (!options.dataDelayMs) return answer();
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, options.dataDelayMs);
        timers.add(timer);
      });
    },
  });
  // A client killed with its pooled connections open resets them (ECONNRESET); a real server
  // logs that and carries on, and so does the sink.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
      }),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
