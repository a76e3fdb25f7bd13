import { type CrmFilter, type CrmProperty, LIST_KINDS, type ListKind } from '@hubline/contract';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Owner } from '../../../lib/crm/format';
import { useCreateList } from '../api/create-list';
import { listPath } from '../paths';
import { FilterEditor } from './filter-editor';
import { LIST_KIND_KEYS } from './list-kind-chip';
import { ListSizePreview } from './list-size-preview';

const KIND_HELP_KEYS: Record<ListKind, string> = { static: 'kind.staticHelp', filter: 'kind.filterHelp' };

interface CreateListDialogProps {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onClose: () => void;
}

/** A list's name and kind; a filter list also its conditions, with the number of contacts they match now. */
export function CreateListDialog({ properties, owners, onClose }: CreateListDialogProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const titleId = useId();
  const kindId = useId();
  const create = useCreateList(hubId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ListKind>('static');
  const [filters, setFilters] = useState<CrmFilter[]>([]);
  const [checked, setChecked] = useState(false);
  const nameError =
    checked && !name.trim() ? t('validation.required', { ns: 'server' }) : create.error?.fields.name;
  const filtersError =
    checked && kind === 'filter' && filters.length === 0 ? t('create.filtersRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || (kind === 'filter' && filters.length === 0)) return;
    const request = kind === 'filter' ? { kind, name: name.trim(), filters } : { kind, name: name.trim() };
    create.mutate(request, { onSuccess: ({ list }) => void navigate(listPath(hubId, list.id)) });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            autoFocus
            required
            label={t('create.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
          <Box>
            <FormLabel id={kindId}>{t('create.kind')}</FormLabel>
            <RadioGroup
              aria-labelledby={kindId}
              value={kind}
              onChange={(event) => setKind(event.target.value === 'filter' ? 'filter' : 'static')}
            >
              {LIST_KINDS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <>
                      <Typography>{t(LIST_KIND_KEYS[value])}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(KIND_HELP_KEYS[value])}
                      </Typography>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </Box>
          {kind === 'filter' && (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <FormLabel>{t('create.filters')}</FormLabel>
              <FilterEditor filters={filters} properties={properties} owners={owners} onChange={setFilters} />
              {filtersError && (
                <Typography variant="caption" color="error">
                  {filtersError}
                </Typography>
              )}
              <ListSizePreview filters={filters} />
            </Box>
          )}
          {create.isError && !create.error.fields.name && (
            <Alert severity="error">{create.error.message}</Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
