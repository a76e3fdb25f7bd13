import type { LineAccount, LineAccountFigures } from '@hubline/contract';
import { Box, Card, CardActionArea, CardContent, Divider, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import { cardDescription } from '../format';
import { lineAccountPath } from '../paths';
import { AccountAvatar } from './account-avatar';
import { AccountPlanChip, SandboxChip } from './account-chips';
import { AccountStat, LineFigure } from './account-stat';

/**
 * One account on the list: who it is, what it says, its friends, LINE's reach, this month's
 * sends against LINE's quota, when it last changed. `figures` come apart (LINE is asked for them).
 */
export function AccountCard({
  hubId,
  account,
  figures,
  figuresLoading,
}: {
  hubId: string;
  account: LineAccount;
  figures: LineAccountFigures | undefined;
  figuresLoading: boolean;
}) {
  const { t, i18n } = useTranslation('lineAccounts');
  const format = useFormatDate();
  const number = new Intl.NumberFormat(i18n.language);
  const description = cardDescription(account.description);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={lineAccountPath(hubId, account.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            <AccountAvatar name={account.name} icon={account.icon} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h3" component="h2" noWrap>
                {account.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ fontFamily: 'monospace' }}>
                {account.basicId}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <AccountPlanChip plan={account.plan} />
            <SandboxChip platform={account.platform} />
          </Box>
          <Tooltip title={description.cut ? account.description : ''}>
            <Typography
              variant="body2"
              color={description.text ? 'text.primary' : 'text.secondary'}
              sx={{ minHeight: 40, overflowWrap: 'anywhere' }}
            >
              {description.text || t('card.noDescription')}
            </Typography>
          </Tooltip>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, mt: 'auto' }}
          >
            <AccountStat label={t('card.friends')}>{number.format(account.friends)}</AccountStat>
            <AccountStat label={t('card.blocked')}>{number.format(account.blocked)}</AccountStat>
            <AccountStat label={t('card.targetedReaches')} hint={t('card.targetedReachesHint')}>
              <LineFigure
                loading={figuresLoading}
                value={figures?.targetedReaches}
                show={number.format}
                unavailable={t('card.reachUnavailable')}
              />
            </AccountStat>
            <AccountStat label={t('card.usage')}>
              <LineFigure loading={figuresLoading} value={figures?.usage} show={number.format} />
            </AccountStat>
            <AccountStat label={t('card.quota')}>
              <LineFigure
                loading={figuresLoading}
                value={figures?.quota}
                show={(quota) =>
                  quota.type === 'limited' ? (
                    number.format(quota.value)
                  ) : (
                    <Tooltip title={t('card.quotaNoneHint')}>
                      <span>{t('card.quotaNone')}</span>
                    </Tooltip>
                  )
                }
              />
            </AccountStat>
          </Box>
        </CardContent>
        <Divider />
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1.25 }} noWrap>
          {account.updatedBy
            ? t('card.updatedBy', { date: format.dateTime(account.updatedAt), name: account.updatedBy })
            : t('card.updated', { date: format.dateTime(account.updatedAt) })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
