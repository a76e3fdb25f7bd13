import { randomUUID } from 'node:crypto';
import { defaultProperties } from '../objects/default-properties.ts';
import { OBJECT_TYPES } from '../objects/types.ts';
import { defaultPipelines, PIPELINE_TYPES } from '../pipelines/defaults.ts';
import type {
  AssociationLabel,
  CrmList,
  CrmRecord,
  Owner,
  Pipeline,
  PropertyDefinition,
  Tier,
} from './types.ts';

/**
 * One HubSpot account ("portal", `hub_id`) with its private-app token. Everything a request reads
 * or writes hangs off its portal, so two portals never see each other's data.
 */
export class Portal {
  readonly records = new Map<string, Map<string, CrmRecord>>();
  readonly properties = new Map<string, Map<string, PropertyDefinition>>();
  readonly pipelines = new Map<string, Pipeline[]>();
  readonly owners = new Map<string, Owner>();
  /** `typeId:id` → `typeId:id` of the other record → association specs (`CATEGORY:typeId`). */
  readonly associations = new Map<string, Map<string, Set<string>>>();
  readonly labels: AssociationLabel[] = [];
  readonly lists = new Map<string, CrmList>();
  private nextRecordId = 1001;
  private nextOwnerId = 70_000_001;
  private nextListId = 1;
  private nextLabelTypeId = 1001;

  constructor(
    readonly portalId: number,
    readonly token: string,
    public tier: Tier,
    readonly name: string,
    readonly createdAt: number,
  ) {
    for (const t of OBJECT_TYPES) {
      this.records.set(t.id, new Map());
      this.properties.set(t.id, new Map(defaultProperties(t.id).map((p) => [p.name, p])));
    }
    for (const typeId of PIPELINE_TYPES) this.pipelines.set(typeId, defaultPipelines(typeId));
  }

  recordsOf(typeId: string): Map<string, CrmRecord> {
    let map = this.records.get(typeId);
    if (!map) {
      map = new Map();
      this.records.set(typeId, map);
    }
    return map;
  }

  propertiesOf(typeId: string): Map<string, PropertyDefinition> {
    let map = this.properties.get(typeId);
    if (!map) {
      map = new Map();
      this.properties.set(typeId, map);
    }
    return map;
  }

  pipelinesOf(typeId: string): Pipeline[] {
    let list = this.pipelines.get(typeId);
    if (!list) {
      list = [];
      this.pipelines.set(typeId, list);
    }
    return list;
  }

  /** Record IDs are numeric strings, unique across the portal's object types. */
  newRecordId(): string {
    return String(this.nextRecordId++);
  }
  newOwnerId(): string {
    return String(this.nextOwnerId++);
  }
  newListId(): string {
    return String(this.nextListId++);
  }
  newLabelTypeId(): number {
    return this.nextLabelTypeId++;
  }
}

/** Private app access tokens look like `pat-na1-<uuid>` (HubSpot's private apps settings). */
export const newPrivateAppToken = (): string => `pat-na1-${randomUUID()}`;
