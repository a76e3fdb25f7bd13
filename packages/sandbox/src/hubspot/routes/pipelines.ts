import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { PIPELINE_TYPES } from '../pipelines/defaults.ts';
import { checkStageMetadata } from '../pipelines/rules.ts';
import { bodyOf, hubspotRoute, param, portalOf } from '../route.ts';
import type { Portal } from '../state/portal.ts';
import type { Pipeline, PipelineStage } from '../state/types.ts';
import { typeParam } from './objects.ts';

/** Pipelines v3 for deals and tickets (B7): list, read, create, rename, archive; stages list, read, create. */
interface StageInput {
  label: string;
  displayOrder?: number;
  metadata: Record<string, string>;
  stageId?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const stageView = (s: PipelineStage) => ({ ...s, createdAt: iso(s.createdAt), updatedAt: iso(s.updatedAt) });
const pipelineView = (p: Pipeline) => ({
  ...p,
  stages: p.stages.filter((s) => !s.archived).map(stageView),
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt),
});

function pipelinesFor(request: FastifyRequest): { portal: Portal; typeId: string; pipelines: Pipeline[] } {
  const portal = portalOf(request);
  const type = typeParam(request);
  if (!PIPELINE_TYPES.includes(type.id)) throw hubspotErrors.validation(`${type.name} do not have pipelines`);
  return { portal, typeId: type.id, pipelines: portal.pipelinesOf(type.id) };
}

function requirePipeline(request: FastifyRequest): { typeId: string; pipeline: Pipeline; portal: Portal } {
  const { portal, typeId, pipelines } = pipelinesFor(request);
  const id = param(request, 'pipelineId');
  const pipeline = pipelines.find((p) => p.id === id && !p.archived);
  if (!pipeline) throw hubspotErrors.notFound(`Unable to find pipeline ${id}`);
  return { typeId, pipeline, portal };
}

let sequence = 10_000_000;
const newId = (): string => String(++sequence);

function makeStage(typeId: string, input: StageInput, order: number, now: number, at: string): PipelineStage {
  checkStageMetadata(typeId, input.metadata, at);
  return {
    id: input.stageId ?? newId(),
    label: input.label,
    displayOrder: input.displayOrder ?? order,
    metadata: input.metadata,
    createdAt: now,
    updatedAt: now,
    archived: false,
  };
}

export function registerPipelineRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  const BASE = '/crm/v3/pipelines/{objectType}';
  hubspotRoute(app, 'GET', '/crm/v3/pipelines/:objectType', (request) => ({
    results: pipelinesFor(request)
      .pipelines.filter((p) => !p.archived)
      .map(pipelineView),
  }));

  hubspotRoute(app, 'GET', '/crm/v3/pipelines/:objectType/:pipelineId', (request) =>
    pipelineView(requirePipeline(request).pipeline),
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/pipelines/:objectType',
    (request, reply) => {
      const { typeId, pipelines } = pipelinesFor(request);
      const input = bodyOf<{
        label: string;
        displayOrder?: number;
        pipelineId?: string;
        stages: StageInput[];
      }>(request);
      if (pipelines.some((p) => !p.archived && p.label === input.label)) {
        throw hubspotErrors.conflict(`A pipeline with label ${input.label} already exists`);
      }
      if (input.stages.length === 0) throw hubspotErrors.validation('A pipeline needs at least one stage');
      const now = ctx.clock.now();
      const pipeline: Pipeline = {
        id: input.pipelineId ?? newId(),
        label: input.label,
        displayOrder: input.displayOrder ?? pipelines.length,
        stages: input.stages.map((s, i) => makeStage(typeId, s, i, now, `stages[${i}]`)),
        createdAt: now,
        updatedAt: now,
        archived: false,
      };
      pipelines.push(pipeline);
      return reply.code(201).send(pipelineView(pipeline));
    },
    { spec: ['pipelines', BASE] },
  );

  hubspotRoute(
    app,
    'PATCH',
    '/crm/v3/pipelines/:objectType/:pipelineId',
    (request) => {
      const { pipeline } = requirePipeline(request);
      const patch = bodyOf<{ label?: string; displayOrder?: number; archived?: boolean }>(request);
      Object.assign(pipeline, {
        label: patch.label ?? pipeline.label,
        displayOrder: patch.displayOrder ?? pipeline.displayOrder,
        archived: patch.archived ?? pipeline.archived,
        updatedAt: ctx.clock.now(),
      });
      return pipelineView(pipeline);
    },
    { spec: ['pipelines', `${BASE}/{pipelineId}`] },
  );

  hubspotRoute(app, 'DELETE', '/crm/v3/pipelines/:objectType/:pipelineId', (request, reply) => {
    const { pipeline } = requirePipeline(request);
    pipeline.archived = true;
    return reply.code(204).send();
  });

  hubspotRoute(app, 'GET', '/crm/v3/pipelines/:objectType/:pipelineId/stages', (request) => ({
    results: requirePipeline(request)
      .pipeline.stages.filter((s) => !s.archived)
      .map(stageView),
  }));

  hubspotRoute(app, 'GET', '/crm/v3/pipelines/:objectType/:pipelineId/stages/:stageId', (request) => {
    const stage = requirePipeline(request).pipeline.stages.find(
      (s) => s.id === param(request, 'stageId') && !s.archived,
    );
    if (!stage) throw hubspotErrors.notFound(`Unable to find stage ${param(request, 'stageId')}`);
    return stageView(stage);
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/pipelines/:objectType/:pipelineId/stages',
    (request, reply) => {
      const { typeId, pipeline } = requirePipeline(request);
      const input = bodyOf<StageInput>(request);
      const stage = makeStage(typeId, input, pipeline.stages.length, ctx.clock.now(), 'body');
      pipeline.stages.push(stage);
      pipeline.updatedAt = ctx.clock.now();
      return reply.code(201).send(stageView(stage));
    },
    { spec: ['pipelines', `${BASE}/{pipelineId}/stages`] },
  );
}
