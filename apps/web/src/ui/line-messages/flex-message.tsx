import { Box, Button, Divider, Typography } from '@mui/material';
import { isJson, type Json, jsonList, str } from './messages-view';

// A reasonable rendering of LINE Flex Messages, not a pixel copy:
// https://developers.line.biz/en/docs/messaging-api/flex-message-elements/
// A component it does not know throws, so the bubble's boundary shows the raw JSON instead.

const TEXT_SIZES: Record<string, number> = {
  xxs: 10,
  xs: 12,
  sm: 13,
  md: 14,
  lg: 16,
  xl: 18,
  xxl: 22,
  '3xl': 26,
  '4xl': 30,
  '5xl': 34,
};
const SPACING: Record<string, number> = { none: 0, xs: 0.25, sm: 0.5, md: 1, lg: 1.5, xl: 2, xxl: 2.5 };

const label = (node: Json) => (isJson(node.action) ? str(node.action.label) : null) ?? '';

function FlexText({ node }: { node: Json }) {
  const spans = jsonList(node.contents);
  const text = spans.length > 0 ? spans.map((span) => str(span.text) ?? '').join('') : (str(node.text) ?? '');
  return (
    <Typography
      sx={{
        fontSize: TEXT_SIZES[str(node.size) ?? 'md'] ?? 14,
        fontWeight: node.weight === 'bold' ? 700 : 400,
        color: str(node.color) ?? 'inherit',
        textAlign: str(node.align) === 'end' ? 'right' : str(node.align) === 'center' ? 'center' : 'left',
        whiteSpace: node.wrap === true ? 'pre-wrap' : 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        flex: typeof node.flex === 'number' ? node.flex : undefined,
        minWidth: 0,
      }}
    >
      {text}
    </Typography>
  );
}

function FlexBox({ node }: { node: Json }) {
  const layout = str(node.layout);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: layout === 'vertical' ? 'column' : 'row',
        alignItems: layout === 'baseline' ? 'baseline' : undefined,
        gap: SPACING[str(node.spacing) ?? 'none'] ?? 0,
        bgcolor: str(node.backgroundColor) ?? undefined,
        p: SPACING[str(node.paddingAll) ?? 'none'] ?? 0,
        px: SPACING[str(node.paddingStart) ?? ''],
        borderRadius: SPACING[str(node.cornerRadius) ?? 'none'] ?? 0,
        flex: typeof node.flex === 'number' ? node.flex : undefined,
        minWidth: 0,
        // A box placed over its siblings (a label on an image), at its offsets.
        ...(node.position === 'absolute' && {
          position: 'absolute',
          top: (SPACING[str(node.offsetTop) ?? 'none'] ?? 0) * 8,
          left: (SPACING[str(node.offsetStart) ?? 'none'] ?? 0) * 8,
        }),
        ...(jsonList(node.contents).some((child) => child.position === 'absolute') && {
          position: 'relative',
        }),
      }}
    >
      {jsonList(node.contents).map((child, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sent message's components never move
        <FlexNode key={i} node={child} />
      ))}
    </Box>
  );
}

function FlexNode({ node }: { node: Json }) {
  switch (node.type) {
    case 'box':
      return <FlexBox node={node} />;
    case 'text':
      return <FlexText node={node} />;
    case 'image':
    case 'icon':
      return (
        <Box
          component="img"
          src={str(node.url) ?? ''}
          alt=""
          sx={
            node.type === 'icon'
              ? { width: 16, height: 16 }
              : {
                  width: '100%',
                  display: 'block',
                  aspectRatio: str(node.aspectRatio)?.replace(':', ' / '),
                  objectFit: node.aspectMode === 'cover' ? 'cover' : 'contain',
                }
          }
        />
      );
    case 'button':
      return (
        <Button
          size="small"
          variant={node.style === 'primary' ? 'contained' : node.style === 'secondary' ? 'outlined' : 'text'}
          tabIndex={-1}
          fullWidth
          // LINE's `color`: a primary button's background, else its text.
          sx={
            str(node.color)
              ? node.style === 'primary'
                ? { bgcolor: str(node.color), color: 'common.white' }
                : { color: str(node.color), borderColor: str(node.color) }
              : undefined
          }
        >
          {label(node)}
        </Button>
      );
    case 'separator':
      return <Divider sx={{ my: 0.5 }} />;
    case 'filler':
    case 'spacer':
      return <Box sx={{ flex: 1 }} />;
    default:
      throw new Error(`Unknown flex component ${String(node.type)}`);
  }
}

const BLOCKS = ['header', 'hero', 'body', 'footer'] as const;

function FlexBubble({ bubble }: { bubble: Json }) {
  return (
    <Box
      sx={{
        width: 260,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {BLOCKS.map((block) => {
        const node = bubble[block];
        if (!isJson(node)) return null;
        return (
          <Box key={block} sx={{ p: block === 'hero' ? 0 : 1.5 }}>
            <FlexNode node={node} />
          </Box>
        );
      })}
    </Box>
  );
}

export function FlexContent({ contents }: { contents: Json }) {
  if (contents.type === 'bubble') return <FlexBubble bubble={contents} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', maxWidth: '100%', pb: 0.5 }}>
      {jsonList(contents.contents).map((bubble, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sent carousel's bubbles never move
        <FlexBubble key={i} bubble={bubble} />
      ))}
    </Box>
  );
}
