import type { CrmProperty } from '@hubline/contract';
import { Typography } from '@mui/material';
import type { ApiError } from '../../lib/api-client';
import { type ContactProperties, changedProperties, draftOf, type Owner } from '../../lib/crm/format';
import { isReadOnlyProperty } from '../../lib/crm/properties';
import { PropertyFields } from './property-fields';
import { useContactForm } from './use-contact-form';

/**
 * Editing a saved contact: its properties split into the editable ones and the LINE user ids
 * (read-only), and what changed among the editable ones (what Save sends).
 */
export function useContactEdit(
  saved: ContactProperties,
  properties: readonly CrmProperty[],
  serverError: ApiError | null,
) {
  const form = useContactForm(draftOf(saved), serverError);
  const editable = properties.filter((property) => !isReadOnlyProperty(property.name));
  const line = properties.filter((property) => isReadOnlyProperty(property.name));
  const changes = changedProperties(
    saved,
    Object.fromEntries(editable.map((property) => [property.name, form.values[property.name] ?? ''])),
  );
  return { ...form, editable, line, changes, dirty: Object.keys(changes).length > 0 };
}

/** The editable properties, then the LINE user ids under their own title. */
export function ContactPropertySections({
  edit,
  owners,
  lineTitle,
}: {
  edit: ReturnType<typeof useContactEdit>;
  owners: readonly Owner[];
  lineTitle: string;
}) {
  return (
    <>
      <PropertyFields
        properties={edit.editable}
        values={edit.values}
        owners={owners}
        errors={edit.errors}
        onChange={edit.onChange}
      />
      {edit.line.length > 0 && (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 2 }}>
            {lineTitle}
          </Typography>
          <PropertyFields
            properties={edit.line}
            values={edit.values}
            owners={owners}
            onChange={edit.onChange}
          />
        </>
      )}
    </>
  );
}
