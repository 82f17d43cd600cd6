/**
 * A real SMTP server in the test process (smtp-server) that parses every message it receives
 * with mailparser, so a test can assert what a user would find in their inbox. Point the app at
 * it with the SMTP_URL env (testConfig) or the `smtpUrl` config override.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { ParsedMail };

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message (received or arriving) that matches; rejects on timeout. */
  waitForMessage(
    predicate?: (mail: ParsedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail>;
  /** While true, every message is refused with a temporary failure (451), as a busy server. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<(mail: ParsedMail) => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        const listener = (mail: ParsedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        listeners.add(listener);
      });
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
