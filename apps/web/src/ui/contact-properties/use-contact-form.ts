import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-client';
import { isValidEmail } from '../../lib/crm/format';

/**
 * A contact form's values and what is wrong with them: the email is checked before sending (the
 * server would refuse it too), and the server's own refusals by field are shown at their inputs.
 */
export function useContactForm(initial: Record<string, string>, serverError: ApiError | null) {
  const { t } = useTranslation('crm');
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const local: Record<string, string> = {};
  if (checked && !isValidEmail(values.email ?? '')) local.email = t('form.invalidEmail');
  const errors = { ...(serverError?.fields ?? {}), ...local };
  return {
    values,
    errors,
    /** The server's message when no field shows it. */
    formError: serverError && Object.keys(serverError.fields).length === 0 ? serverError.message : undefined,
    onChange: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    /** Marks the form as submitted; answers whether it may be sent. */
    validate: () => {
      setChecked(true);
      return isValidEmail(values.email ?? '');
    },
  };
}
