import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hubPath } from '../../../lib/paths';

export type Refusal = 'noSeat' | 'freePlanLimit';

/**
 * core.md §6/§8: without a seat the user is told to contact an administrator; at the free plan's
 * monthly limit they are offered the upgrade (the account's billing page).
 */
export function SendRefusalDialog({
  hubId,
  refusal,
  message,
  onClose,
}: {
  hubId: string;
  refusal: Refusal | null;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('inbox');
  const upgrade = refusal === 'freePlanLimit';
  return (
    <Dialog
      open={refusal !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="send-refusal-title"
    >
      <DialogTitle id="send-refusal-title">
        {upgrade ? t('refusal.upgradeTitle') : t('refusal.noSeatTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('refusal.close')}</Button>
        {upgrade && (
          <Button variant="contained" component={Link} to={hubPath(hubId, 'account')}>
            {t('refusal.upgrade')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
