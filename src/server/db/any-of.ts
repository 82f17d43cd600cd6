/**
 * `column = any($1)` for a list of ids, instead of `column in ($1, …, $n)`: one statement text
 * whatever the list's length, so PostgreSQL prepares and plans it once per connection
 * (db/database.ts names statements by their text; issue 14).
 */
import { type RawBuilder, sql } from 'kysely';

export function anyOf(ids: readonly number[]): RawBuilder<number> {
  return sql<number>`any(${[...ids]}::integer[])`;
}
