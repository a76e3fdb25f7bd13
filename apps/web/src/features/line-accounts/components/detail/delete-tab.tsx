import type { LineAccount } from '@hubline/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../ui/section-card';
import { DeleteDialog } from './delete-dialog';

/** Disconnecting the account: what it means, then a dialog that asks for the account's name. */
export function DeleteTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('delete.title')}>
      <Typography sx={{ mb: 1 }}>{t('delete.text')}</Typography>
      <Box component="ul" sx={{ pl: 3, my: 1.5, color: 'text.secondary' }}>
        <li>{t('delete.point1')}</li>
        <li>{t('delete.point2')}</li>
        <li>{t('delete.point3')}</li>
      </Box>
      {account.underContract && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('delete.underContract')}
        </Alert>
      )}
      <Button
        variant="contained"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setOpen(true)}
      >
        {t('delete.button')}
      </Button>
      {open && <DeleteDialog account={account} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
