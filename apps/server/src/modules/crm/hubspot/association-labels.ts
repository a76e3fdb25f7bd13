import { createHash } from 'node:crypto';
import type { AssociationLabel } from '@hubline/contract';
import { AppError } from '../../../core/http/errors.ts';
import { Category } from './associations.ts';
import { type HubspotApi, statusOf } from './client.ts';

/** A contact-to-company role: one of HubSpot's labelled association types between the two (B8). */
export interface RoleType {
  label: string;
  builtIn: boolean;
  category: Category;
  typeId: number;
}

/**
 * HubSpot's internal label name: letters, digits and underscores only. A readable part plus a hash
 * of the exact label, so that distinct labels (any script, any case) never share a name.
 */
export function labelName(label: string) {
  const readable = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(label).digest('hex').slice(0, 8);
  return readable ? `${readable}_${hash}` : `label_${hash}`;
}

/**
 * Roles are the labelled contact→company association types: HubSpot's own "Primary" (built in)
 * and the portal's USER_DEFINED labels; the unlabeled default is membership itself.
 */
export function hubspotRoles(api: HubspotApi) {
  const definitions = () => api.client.crm.associations.v4.schema.definitionsApi;

  async function types(): Promise<RoleType[]> {
    const { results } = await api.call(() => definitions().getAll('contacts', 'companies'));
    const roles = results.flatMap((result) =>
      result.label
        ? [
            {
              label: result.label,
              builtIn: result.category !== 'USER_DEFINED',
              category: result.category === 'USER_DEFINED' ? Category.UserDefined : Category.HubspotDefined,
              typeId: result.typeId,
            },
          ]
        : [],
    );
    return roles.sort((a, b) => Number(b.builtIn) - Number(a.builtIn) || a.label.localeCompare(b.label));
  }

  return {
    types,
    async labels(): Promise<AssociationLabel[]> {
      return (await types()).map(({ label, builtIn }) => ({ label, builtIn }));
    },
    async create(label: string): Promise<AssociationLabel> {
      if ((await types()).some((known) => known.label === label))
        throw new AppError('crm.error.duplicateLabel', { label });
      try {
        await api.call(() =>
          definitions().create('contacts', 'companies', { name: labelName(label), label }),
        );
      } catch (error) {
        // Another request created it between our read and our write.
        if (statusOf(error) === 409) throw new AppError('crm.error.duplicateLabel', { label });
        throw error;
      }
      return { label, builtIn: false };
    },
  };
}
