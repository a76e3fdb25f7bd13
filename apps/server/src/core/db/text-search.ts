import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

// Search in any script, the same on PGlite and PostgreSQL: the tokeniser is the SQL function
// `search_tokens` (migration 0024 says how it cuts text), so a generated column or an expression
// index keeps the tokens of every row whichever path wrote it, and a query is cut by the same code
// (`search_query`).

/** A column of search tokens (always generated from the text it searches). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The search tokens of a text expression. */
export const searchTokens = (text: SQLWrapper): SQL => sql`search_tokens(${text})`;

/** Tokens that hold every word of what the user typed; never true when it holds no word. */
export const matchesSearch = (tokens: SQLWrapper, words: string): SQL =>
  sql`${tokens} @@ search_query(${words})`;
