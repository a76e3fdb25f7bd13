-- Search that finds any word in any script, identical on PGlite and PostgreSQL: the tokeniser lives
-- in the database, so generated columns and expression indexes keep it current on every insert
-- path, and queries are tokenised by the same code. (PostgreSQL's own parser and pg_trgm rely on
-- the locale's character classes, which the C locale lacks for CJK; ranges are spelled out instead.)
--
-- The text is NFKC-normalised (full-width letters and half-width kana become ordinary ones) and
-- lower-cased, then cut into runs. Scripts written without spaces (CJK ideographs, kana, hangul,
-- Thai, Lao, Khmer, Myanmar) make "bigram" runs; any other letters and digits make word runs;
-- punctuation, spaces, symbols and emoji separate runs and are never searched.
-- The functions that call search_runs name its schema: index builds run them with only pg_catalog
-- on the search path (and a SET search_path clause would stop PostgreSQL inlining them, 3x slower).
CREATE FUNCTION search_runs(input text) RETURNS TABLE (run text, bigram boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(m[1], m[2]), m[1] IS NOT NULL
  FROM regexp_matches(
    lower(normalize(coalesce(input, ''), NFKC)),
    '([\u0E00-\u0EFF\u1000-\u109F\u1100-\u11FF\u1780-\u17FF\u3005-\u3007\u3041-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3130-\u318F\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\U00020000-\U0003FFFF]+)|([^\u0000-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u00BF\u00D7\u00F7\u2000-\u2BFF\u3000-\u3004\u3008-\u303F\u30FB\uFE00-\uFE6F\uFF00-\uFFEF\U0001F000-\U0001FAFF\u0E00-\u0EFF\u1000-\u109F\u1100-\u11FF\u1780-\u17FF\u3005-\u3007\u3041-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3130-\u318F\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\U00020000-\U0003FFFF]+)',
    'g'
  ) AS m
$fn$;
--> statement-breakpoint
-- What a text is found by: each word run whole (its first 64 characters), and each bigram run as
-- its overlapping character pairs plus its last character, so that every character of the run
-- begins some token and a one-character query can match by prefix (array_to_tsvector drops repeats).
CREATE FUNCTION search_tokens(input text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_to_tsvector(array_agg(token)), ''::tsvector)
  FROM public.search_runs(input) AS r,
    LATERAL (
      SELECT CASE WHEN r.bigram THEN substr(r.run, i, 2) ELSE left(r.run, 64) END AS token
      FROM generate_series(1, CASE WHEN r.bigram THEN char_length(r.run) ELSE 1 END) AS i
    ) AS t
$fn$;
--> statement-breakpoint
-- What a search asks for: every token of the query (AND). A word matches as a prefix (typing
-- "Bang" finds "Bangkok"); a bigram run asks for each of its pairs; a lone character, by prefix,
-- for any pair it begins. Null when the query holds nothing searchable, which matches nothing.
CREATE FUNCTION search_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT string_agg(token, ' & ')::tsquery
  FROM public.search_runs(input) AS r,
    LATERAL (
      SELECT CASE
          WHEN NOT r.bigram THEN quote_literal(left(r.run, 64)) || ':*'
          WHEN char_length(r.run) = 1 THEN quote_literal(r.run) || ':*'
          ELSE quote_literal(substr(r.run, i, 2))
        END AS token
      FROM generate_series(1, CASE WHEN r.bigram THEN greatest(char_length(r.run) - 1, 1) ELSE 1 END) AS i
    ) AS t
$fn$;
