import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message as the product composes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends the message; throws when it could not be handed over (the job is then retried). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends by SMTP when a URL is configured, else writes each message as an .eml file into the outbox. */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const content = info.message;
      if (!Buffer.isBuffer(content)) throw new Error('The mail transport did not produce a message');
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const partial = path.join(options.outboxDir, `.${name}.partial`);
      await writeFile(partial, content);
      await rename(partial, path.join(options.outboxDir, name));
    },
    close: () => transport.close(),
  };
}
