import { highlightPieces } from '@hubline/contract';
import { Box } from '@mui/material';

/** Text with each occurrence of a search's terms marked. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  let offset = 0;
  return highlightPieces(text, terms).map((piece) => {
    // Where the piece starts in the text: unique, and stable for the same text and terms.
    const key = offset;
    offset += piece.text.length;
    return piece.match ? (
      <Box
        key={key}
        component="mark"
        sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
      >
        {piece.text}
      </Box>
    ) : (
      <span key={key}>{piece.text}</span>
    );
  });
}
