import type { ListKind } from '@hubline/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const LIST_KIND_KEYS: Record<ListKind, string> = { static: 'kind.static', filter: 'kind.filter' };

export function ListKindChip({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('crm');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'filter' ? 'primary' : 'default'}
      label={t(LIST_KIND_KEYS[kind])}
    />
  );
}
