import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { LinkifiedText } from '../../../ui/linkified-text';
import type { Mail } from '../api/get-outbox';

/** One mail: subject, recipient and time; expanding it shows the body with clickable links. */
export function MailEntry({ mail }: { mail: Mail }) {
  const { t } = useTranslation('mail');
  const format = useFormatDate();
  return (
    <Accordion
      disableGutters
      elevation={0}
      square
      sx={{
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 2.5 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.25,
            alignItems: 'baseline',
            minWidth: 0,
            flex: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600, flex: '1 1 260px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('outbox.to', { to: mail.to })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', mr: 1 }}>
            {format.dateTime(mail.createdAt)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 2.5, pt: 0 }}>
        <Typography
          component="div"
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'background.default',
            p: 2,
            borderRadius: 1,
            fontFamily: 'inherit',
          }}
        >
          <LinkifiedText text={mail.text} />
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
