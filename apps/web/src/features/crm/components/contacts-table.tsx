import type { Contact, CrmProperty } from '@hubline/contract';
import { Checkbox, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/language';
import { contactName, type Owner } from '../../../lib/crm/format';
import { useCrmLabels } from '../../../lib/crm/labels';
import { LIFECYCLE_PROPERTY, OWNER_PROPERTY } from '../../../lib/crm/properties';
import { TableScroll } from '../../../ui/table-scroll';

export interface RowSelection {
  /** Selected contacts by id; kept whole, so a dialog can show them without another call. */
  selected: ReadonlyMap<string, Contact>;
  onToggle: (contacts: Contact[], selected: boolean) => void;
}

interface ContactsTableProps {
  items: Contact[];
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  /** Without it, rows do not open (the viewer may not read contacts). */
  onOpen?: (id: string) => void;
  selection?: RowSelection;
}

/** One row per contact: a checkbox (when rows can be selected), then who and when; a row opens the contact. */
export function ContactsTable({ items, properties, owners, onOpen, selection }: ContactsTableProps) {
  const { t } = useTranslation('crm');
  const labels = useCrmLabels();
  const format = useFormatDate();
  const lang = useLanguage();
  const definition = (name: string) => properties.find((property) => property.name === name);
  const shown = (name: string, raw: string | null | undefined) =>
    raw ? labels.value(definition(name), raw, owners) : '—';
  const selectedHere = items.filter((contact) => selection?.selected.has(contact.id)).length;

  return (
    <TableScroll>
      <Table size="small">
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={items.length > 0 && selectedHere === items.length}
                  indeterminate={selectedHere > 0 && selectedHere < items.length}
                  onChange={(event) => selection.onToggle(items, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('table.selectPage') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{labels.property('email')}</TableCell>
            <TableCell>{labels.property('phone')}</TableCell>
            <TableCell>{labels.property(LIFECYCLE_PROPERTY)}</TableCell>
            <TableCell>{labels.property(OWNER_PROPERTY)}</TableCell>
            <TableCell>{t('table.updatedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((contact) => {
            const { properties: values } = contact;
            const name = contactName(values, lang) ?? t('table.noName');
            const checked = selection?.selected.has(contact.id) ?? false;
            return (
              <TableRow
                key={contact.id}
                hover
                selected={checked}
                onClick={onOpen && (() => onOpen(contact.id))}
                sx={{ cursor: onOpen ? 'pointer' : undefined }}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={checked}
                      onChange={(event) => selection.onToggle([contact], event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('table.select', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ minWidth: 160, fontWeight: 600 }}>
                  {onOpen ? (
                    // A real button, so the row opens by keyboard too.
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      underline="hover"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(contact.id);
                      }}
                      sx={{ fontWeight: 600, textAlign: 'left' }}
                    >
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{values.email || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {values.phone || values.mobilephone || '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shown(LIFECYCLE_PROPERTY, values[LIFECYCLE_PROPERTY])}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shown(OWNER_PROPERTY, values[OWNER_PROPERTY])}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(contact.updatedAt)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
