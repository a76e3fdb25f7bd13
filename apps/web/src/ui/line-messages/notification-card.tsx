import { Box, Button, Divider, Paper, Typography } from '@mui/material';

/** A LINE notification message (template) as LINE draws it, from the template's catalogue words. */
export interface NotificationCardView {
  title: string;
  description: string;
  emphasized?: { label: string; content: string };
  items: readonly { label: string; content: string }[];
  buttons: readonly { label: string; url: string }[];
}

/**
 * The card a LINE notification message (template) arrives as: the template's title and
 * description, the emphasized item large, each item as label and value, then the buttons.
 * https://developers.line.biz/en/docs/partner-docs/line-notification-messages/template/
 */
export function NotificationCard({ view, label }: { view: NotificationCardView; label: string }) {
  return (
    <Paper variant="outlined" aria-label={label} sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: 300 }}>
      <Box sx={{ px: 2, pt: 1.75, pb: 1.25 }}>
        <Typography sx={{ fontWeight: 700 }}>{view.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {view.description}
        </Typography>
      </Box>
      {view.emphasized && (
        <>
          <Divider />
          <Box sx={{ px: 2, py: 1.25 }}>
            <Typography variant="caption" color="text.secondary">
              {view.emphasized.label}
            </Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {view.emphasized.content}
            </Typography>
          </Box>
        </>
      )}
      {view.items.length > 0 && (
        <>
          <Divider />
          <Box
            component="dl"
            sx={{ m: 0, px: 2, py: 1.25, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}
          >
            {view.items.map((item) => (
              <Box key={item.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}
                >
                  {item.content}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
      {view.buttons.map((button) => (
        <Box key={button.label}>
          <Divider />
          <Button
            fullWidth
            href={button.url}
            target="_blank"
            rel="noreferrer"
            sx={{ borderRadius: 0, py: 1.25 }}
          >
            {button.label}
          </Button>
        </Box>
      ))}
    </Paper>
  );
}
