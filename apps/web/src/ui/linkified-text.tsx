import { Link } from '@mui/material';
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

interface Token {
  start: number;
  text: string;
  url: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) tokens.push({ start: last, text: text.slice(last, match.index), url: false });
    tokens.push({ start: match.index, text: match[0], url: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ start: last, text: text.slice(last), url: false });
  return tokens;
}

/** Plain text with its http(s) addresses made clickable; never renders HTML. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {tokenize(text).map((token) =>
        token.url ? (
          <Link
            key={token.start}
            href={token.text}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {token.text}
          </Link>
        ) : (
          <Fragment key={token.start}>{token.text}</Fragment>
        ),
      )}
    </>
  );
}
