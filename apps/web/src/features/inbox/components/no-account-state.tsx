import { isPermitted } from '@hubline/contract';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hubPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';

/** core.md §8 "no LINE account available", with the way to connect one for those who may. */
export function NoAccountState({ hubId }: { hubId: string }) {
  const { t } = useTranslation('inbox');
  const canConnect = isPermitted(useSession(), 'permissionLineAccounts');
  return (
    <EmptyState
      icon={<ChatIcon />}
      title={t('noAccount.title')}
      text={canConnect ? t('noAccount.text') : t('noAccount.askAdmin')}
      action={
        canConnect && (
          <Button variant="contained" component={Link} to={hubPath(hubId, 'line/accounts/create')}>
            {t('noAccount.connect')}
          </Button>
        )
      }
    />
  );
}
