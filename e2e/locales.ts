/** Reads the locale files, so specs assert the texts users see instead of hard-coded copies. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Messages = { [key: string]: string | Messages };

export function locale(language: 'hu' | 'en', namespace: string): Messages {
  const file = path.join(
    import.meta.dirname,
    '../src/shared/locales',
    language,
    `${namespace}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** A message by dotted key, e.g. text(hu.common, 'menu.attachments'). */
export function text(messages: Messages, key: string): string {
  let value: string | Messages | undefined = messages;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`No message ${key}`);
  return value;
}
