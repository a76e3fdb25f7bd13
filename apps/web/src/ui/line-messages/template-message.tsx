import { Box, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { isJson, type Json, jsonList, str } from './messages-view';

// LINE template messages (buttons, confirm, carousel, image carousel):
// https://developers.line.biz/en/reference/messaging-api/#template-messages

function Actions({ actions, row }: { actions: unknown; row?: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: row ? 'row' : 'column', borderTop: 1, borderColor: 'divider' }}
    >
      {jsonList(actions).map((action, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sent template's actions never move
        <Button key={i} size="small" tabIndex={-1} sx={{ flex: 1 }}>
          {str(action.label) ?? ''}
        </Button>
      ))}
    </Box>
  );
}

/** A buttons template, or one column of a carousel: image, title, text, actions. */
function Column({ column }: { column: Json }) {
  const image = str(column.thumbnailImageUrl);
  const title = str(column.title);
  return (
    <Card variant="outlined" sx={{ width: 240, flexShrink: 0 }}>
      {image && <Box component="img" src={image} alt="" sx={{ width: '100%', display: 'block' }} />}
      <Box sx={{ p: 1.5 }}>
        {title && <Typography variant="subtitle2">{title}</Typography>}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {str(column.text) ?? ''}
        </Typography>
      </Box>
      <Actions actions={column.actions} />
    </Card>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', maxWidth: '100%', pb: 0.5 }}>{children}</Box>;
}

export function TemplateContent({ template }: { template: Json }) {
  switch (template.type) {
    case 'buttons':
      return <Column column={template} />;
    case 'confirm':
      return (
        <Card variant="outlined" sx={{ width: 240 }}>
          <Typography variant="body2" sx={{ p: 1.5, whiteSpace: 'pre-wrap' }}>
            {str(template.text) ?? ''}
          </Typography>
          <Actions actions={template.actions} row />
        </Card>
      );
    case 'carousel':
      return (
        <Row>
          {jsonList(template.columns).map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sent carousel's columns never move
            <Column key={i} column={column} />
          ))}
        </Row>
      );
    default:
      return (
        <Row>
          {jsonList(template.columns).map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sent carousel's columns never move
            <Card key={i} variant="outlined" sx={{ width: 160, flexShrink: 0 }}>
              <Box
                component="img"
                src={str(column.imageUrl) ?? ''}
                alt=""
                sx={{ width: '100%', display: 'block' }}
              />
              <Actions actions={isJson(column.action) ? [column.action] : []} />
            </Card>
          ))}
        </Row>
      );
  }
}
