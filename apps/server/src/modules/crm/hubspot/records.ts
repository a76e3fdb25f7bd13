import type { PipelineObject } from '@hubline/contract';
import type { SimplePublicObject } from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import { AppError } from '../../../core/http/errors.ts';
import type { About, CrmPort, RecordsPort } from '../crm.port.ts';
import { checkStage } from '../pipeline-rules.ts';
import { associationsOf, Category, isHubspotId } from './associations.ts';
import { type HubspotApi, orMissing } from './client.ts';
import { getObject, readObjects, toRecord } from './objects.ts';

/** What a record is about, as the contract's `contactId` / `companyId` pair. */
export interface AboutIds {
  contactId: string | null;
  companyId: string | null;
}

/** A record's set values (strings) with its id and dates, as `toRecord` answers. */
export type HubspotRecord = ReturnType<typeof toRecord>;

/** Property values to write; undefined leaves a property as it is, null clears it. */
export type Write = Record<string, string | null | undefined>;

/** A ticket's or deal's pipeline and stage properties, checked against HubSpot's pipelines (B7). */
export interface StageProperties {
  pipelines: CrmPort['pipelines'];
  object: PipelineObject;
  pipeline: string;
  stage: string;
}

/** What differs between tickets, deals, notes and tasks over HubSpot; `hubspotRecords` does the rest. */
export interface HubspotRecordKind<T, Input extends Patch, Patch, Context> {
  type: 'tickets' | 'deals' | 'notes' | 'tasks';
  /** HUBSPOT_DEFINED association type ids from this object to a contact and to a company (B8). */
  toContact: number;
  toCompany: number;
  properties: string[];
  /**
   * Tickets and deals: the stage must be one of the pipeline's, checked before anything is written
   * (the built-in CRM's AppErrors), and the pair is written whole.
   */
  stage?: StageProperties;
  /** What mapping needs beyond the record (pipelines, owners), read once per call. */
  context(hubId: string): Promise<Context>;
  toRecord(record: HubspotRecord, about: AboutIds, context: Context): T;
  /** The HubSpot property of each field a patch (or a whole input) may carry, written as it is. */
  fields: Partial<Record<keyof Patch, string>>;
  /** The properties of fields that need a conversion. */
  write?(values: Patch): Write;
  /** What a new record holds besides its input (a timestamp, its writer). */
  created?(hubId: string, input: Input, actorId: string | null): Promise<Write>;
}

/** HubSpot clears a property written as '' (B2); undefined ones are left out. */
function toProperties(write: Write): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(write)) if (value !== undefined) properties[name] = value ?? '';
  return properties;
}

function aboutIds(about: About): AboutIds {
  return 'contactId' in about
    ? { contactId: about.contactId, companyId: null }
    : { contactId: null, companyId: about.companyId };
}

const newestFirst = (a: SimplePublicObject, b: SimplePublicObject) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || Number(b.id) - Number(a.id);

/** List, create, update and remove of one record kind over HubSpot's objects and associations v4. */
export function hubspotRecords<T, Input extends Patch, Patch, Context>(
  api: HubspotApi,
  kind: HubspotRecordKind<T, Input, Patch, Context>,
): RecordsPort<T, Input, Patch> {
  const objects = api.client.crm.objects;

  /** The properties a patch (or a whole input) writes: undefined fields are left as they are. */
  function write(values: Patch) {
    const mapped: Write = {};
    for (const [field, property] of Object.entries(kind.fields) as [keyof Patch, string][]) {
      const value: unknown = values[field];
      if (value === null || typeof value === 'string') mapped[property] = value;
    }
    return toProperties({ ...mapped, ...kind.write?.(values) });
  }

  /** `changes` with the stage pair of the record they make (over `current`), once it is checked. */
  async function staged(
    hubId: string,
    changes: Record<string, string>,
    current: Record<string, string> = {},
  ) {
    const { stage } = kind;
    if (!stage) return changes;
    const next = { ...current, ...changes };
    const [pipelineId = '', stageId = ''] = [next[stage.pipeline], next[stage.stage]];
    checkStage(await stage.pipelines.list(hubId, stage.object), pipelineId, stageId);
    return { ...changes, [stage.pipeline]: pipelineId, [stage.stage]: stageId };
  }

  /** One record with what it is about (v3 associations on the read, B2); undefined when unknown. */
  async function readOne(id: string) {
    if (!isHubspotId(id)) return undefined;
    const found = await orMissing(
      api.call(() =>
        objects.basicApi.getById(kind.type, id, kind.properties, undefined, ['contacts', 'companies']),
      ),
    );
    if (!found) return undefined;
    const first = (name: string) => found.associations?.[name]?.results[0]?.id ?? null;
    return { object: found, about: { contactId: first('contacts'), companyId: first('companies') } };
  }

  return {
    async list(hubId, about) {
      const ids = aboutIds(about);
      const [fromType, fromId] = ids.contactId
        ? ['contacts', ids.contactId]
        : ['companies', ids.companyId ?? ''];
      const associated = (await associationsOf(api, fromType, fromId, kind.type)) ?? [];
      const found = await readObjects(
        api,
        kind.type,
        associated.map((record) => record.id),
        kind.properties,
      );
      if (found.length === 0) return [];
      const context = await kind.context(hubId);
      return found.sort(newestFirst).map((object) => kind.toRecord(toRecord(object), ids, context));
    },
    async create(hubId, about, input, actorId) {
      const ids = aboutIds(about);
      const [type, id, typeId] = ids.contactId
        ? ['contacts', ids.contactId, kind.toContact]
        : ['companies', ids.companyId ?? '', kind.toCompany];
      if (!isHubspotId(id) || !(await getObject(api, type, id, []))) throw new AppError('error.notFound');
      const properties = await staged(hubId, {
        ...toProperties((await kind.created?.(hubId, input, actorId)) ?? {}),
        ...write(input),
      });
      // One call writes the record and its association, so a retried 429 leaves no half-made record.
      const created = await api.call(() =>
        objects.basicApi.create(kind.type, {
          properties,
          associations: [
            {
              to: { id },
              types: [{ associationCategory: Category.HubspotDefined, associationTypeId: typeId }],
            },
          ],
        }),
      );
      return kind.toRecord(toRecord(created), ids, await kind.context(hubId));
    },
    async update(hubId, id, patch) {
      const current = await readOne(id);
      if (!current) return undefined;
      const changes = await staged(hubId, write(patch), toRecord(current.object).properties);
      if (Object.keys(changes).length > 0)
        await api.call(() => objects.basicApi.update(kind.type, id, { properties: changes }));
      // The update answers what HubSpot chose to answer; read the kind's properties back whole.
      const updated = (await getObject(api, kind.type, id, kind.properties)) ?? current.object;
      return kind.toRecord(toRecord(updated), current.about, await kind.context(hubId));
    },
    async remove(_hubId, id) {
      if (!isHubspotId(id) || !(await getObject(api, kind.type, id, []))) return false;
      await api.call(() => objects.basicApi.archive(kind.type, id));
      return true;
    },
  };
}

/** An ISO date from HubSpot's value (ISO or epoch milliseconds), null when unset. */
export function isoOf(value: string | undefined): string | null {
  if (!value) return null;
  return new Date(/^\d+$/.test(value) ? Number(value) : value).toISOString();
}
