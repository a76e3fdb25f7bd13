import type { CrmProperty } from '@hubline/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/http/errors.ts';
import { lineAccountRecords } from '../../line-accounts/index.ts';
import type { CrmObject, CrmPort, Properties } from '../crm.port.ts';
import {
  BUILT_IN_COMPANY_PROPERTIES,
  BUILT_IN_PROPERTIES,
  lineUserIdProperties,
  propertyProblem,
} from '../properties.ts';
import { crmProperties } from './crm.schema.ts';

/** Built-in properties in code, a `LINE User ID _n` per LINE account, then the hub's own. */
export function builtInProperties(db: Db): CrmPort['properties'] {
  async function list(hubId: string, object: CrmObject = 'contacts'): Promise<CrmProperty[]> {
    const [custom, accounts] = await Promise.all([
      db
        .select()
        .from(crmProperties)
        .where(and(eq(crmProperties.hubId, hubId), eq(crmProperties.objectType, object)))
        .orderBy(asc(crmProperties.createdAt)),
      object === 'contacts'
        ? db
            .select({ seq: lineAccountRecords.seq })
            .from(lineAccountRecords)
            .where(eq(lineAccountRecords.hubId, hubId))
            .orderBy(asc(lineAccountRecords.seq))
        : [],
    ]);
    const builtIn =
      object === 'contacts'
        ? [...BUILT_IN_PROPERTIES, ...lineUserIdProperties(accounts.map((account) => account.seq))]
        : BUILT_IN_COMPANY_PROPERTIES;
    // A `LINE User ID _n` made while its account was being connected is already among the built-ins.
    const builtInNames = new Set(builtIn.map((property) => property.name));
    return [
      ...builtIn,
      ...custom
        .filter((row) => !builtInNames.has(row.name))
        .map((row) => ({
          name: row.name,
          label: row.label,
          type: row.type,
          options: row.options,
          builtIn: false,
        })),
    ];
  }
  return {
    list,
    async create(hubId, object, property) {
      if ((await list(hubId, object)).some((existing) => existing.name === property.name)) {
        throw new AppError('crm.error.duplicateProperty', { property: property.name });
      }
      await db.insert(crmProperties).values({ hubId, objectType: object, ...property });
      return { ...property, builtIn: false };
    },
  };
}

/** Refuses (as an AppError) an unknown property or a value its type does not accept. */
export async function checkProperties(
  properties: CrmPort['properties'],
  hubId: string,
  object: CrmObject,
  values: Properties,
) {
  const problem = propertyProblem(await properties.list(hubId, object), values);
  if (problem) throw new AppError(problem.code, problem.params);
}

/** Unset (null or empty) values are removed, as HubSpot clears a property set to ''. */
export function mergeProperties(current: Record<string, string>, changes: Properties) {
  const next = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}
