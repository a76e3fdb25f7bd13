import type { Db } from '../../../core/db/client.ts';
import type { CrmPort } from '../crm.port.ts';
import { mirroredOwners, mirroredPipelines, replaceOwners, savePipelines } from './mirror.repository.ts';

/** Owners from the mirror; read from HubSpot (and kept) the first time. */
export function mirroredOwnersPort(db: Db, live: CrmPort['owners']): CrmPort['owners'] {
  return {
    async list(hubId) {
      const mirrored = await mirroredOwners(db, hubId);
      if (mirrored.length) return mirrored;
      const owners = await live.list(hubId);
      await replaceOwners(db, hubId, owners);
      return owners;
    },
  };
}

/** Pipelines from the mirror; read from HubSpot (and kept) the first time. */
export function mirroredPipelinesPort(db: Db, live: CrmPort['pipelines']): CrmPort['pipelines'] {
  return {
    async list(hubId, object) {
      const mirrored = await mirroredPipelines(db, hubId, object);
      if (mirrored) return mirrored;
      const pipelines = await live.list(hubId, object);
      await savePipelines(db, hubId, object, pipelines);
      return pipelines;
    },
  };
}
