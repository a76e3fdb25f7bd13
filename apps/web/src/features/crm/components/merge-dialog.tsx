import type { Contact, CrmProperty } from '@hubline/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../../i18n/language';
import { contactName, type Owner } from '../../../lib/crm/format';
import { useCrmLabels } from '../../../lib/crm/labels';
import { TableScroll } from '../../../ui/table-scroll';
import { useMergeContacts } from '../api/merge-contacts';
import { comparedProperties, mergedProperties } from '../merge';

interface MergeDialogProps {
  contacts: readonly [Contact, Contact];
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onClose: () => void;
  onMerged: () => void;
}

/** Two contacts side by side: pick the one to keep, see the result, merge. */
export function MergeDialog({ contacts, properties, owners, onClose, onMerged }: MergeDialogProps) {
  const { t } = useTranslation('crm');
  const labels = useCrmLabels();
  const { hubId = '' } = useParams();
  const titleId = useId();
  const choiceId = useId();
  const merge = useMergeContacts(hubId);
  const lang = useLanguage();
  const [keptId, setKeptId] = useState(contacts[0].id);
  const kept = contacts.find((contact) => contact.id === keptId) ?? contacts[0];
  const other = kept === contacts[0] ? contacts[1] : contacts[0];
  const result = mergedProperties(kept.properties, other.properties);
  const names = comparedProperties(
    properties.map((property) => property.name),
    contacts[0].properties,
    contacts[1].properties,
  );
  const nameOf = (contact: Contact) => contactName(contact.properties, lang) ?? t('table.noName');
  const shown = (name: string, raw: string | null | undefined) =>
    raw
      ? labels.value(
          properties.find((property) => property.name === name),
          raw,
          owners,
        )
      : '—';

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('merge.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('merge.text')}</DialogContentText>
        <FormLabel id={choiceId}>{t('merge.keep')}</FormLabel>
        <RadioGroup
          aria-labelledby={choiceId}
          value={keptId}
          onChange={(event) => setKeptId(event.target.value)}
          sx={{ mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          {contacts.map((contact) => (
            <FormControlLabel
              key={contact.id}
              value={contact.id}
              control={<Radio />}
              label={nameOf(contact)}
              sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            />
          ))}
        </RadioGroup>
        <TableScroll bordered>
          {/* Fixed columns, so the two contacts get the same width whatever their values. */}
          <Table size="small" aria-label={t('merge.compare')} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '22%' }}>{t('merge.property')}</TableCell>
                {contacts.map((contact) => (
                  <TableCell key={contact.id} sx={{ overflowWrap: 'anywhere' }}>
                    {contact.id === keptId ? t('merge.kept', { name: nameOf(contact) }) : nameOf(contact)}
                  </TableCell>
                ))}
                <TableCell>{t('merge.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {names.map((name) => (
                <TableRow key={name}>
                  <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {labels.property(
                      name,
                      properties.find((property) => property.name === name),
                    )}
                  </TableCell>
                  {contacts.map((contact) => (
                    <TableCell key={contact.id} sx={{ overflowWrap: 'anywhere' }}>
                      {shown(name, contact.properties[name])}
                    </TableCell>
                  ))}
                  <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
                    {shown(name, result[name])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
        <Button
          variant="contained"
          loading={merge.isPending}
          onClick={() => merge.mutate({ primaryId: kept.id, mergedId: other.id }, { onSuccess: onMerged })}
        >
          {t('merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
