/**
 * The built-in development mailbox (migration 0004-mailbox): mail kept in the database instead
 * of being sent, for local and dev environments without an SMTP server.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

export interface MailboxMessage {
  id: number;
  createdAt: Date;
  sender: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export async function storeMailboxMessage(
  db: Kysely<DB>,
  message: { sender: string; recipient: string; subject: string; text: string; html: string },
): Promise<number> {
  const row = await db
    .insertInto('mailbox_message')
    .values({
      sender: message.sender,
      recipient: message.recipient,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest messages first; only one recipient's when given (tests look up their mail). */
export async function listMailboxMessages(
  db: Kysely<DB>,
  options: { recipient?: string; limit?: number } = {},
): Promise<MailboxMessage[]> {
  let query = db
    .selectFrom('mailbox_message')
    .select([
      'id',
      'created_at as createdAt',
      'sender',
      'recipient',
      'subject',
      'text_body as text',
      'html_body as html',
    ])
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}

export async function findMailboxMessage(
  db: Kysely<DB>,
  id: number,
): Promise<MailboxMessage | undefined> {
  return db
    .selectFrom('mailbox_message')
    .select([
      'id',
      'created_at as createdAt',
      'sender',
      'recipient',
      'subject',
      'text_body as text',
      'html_body as html',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
