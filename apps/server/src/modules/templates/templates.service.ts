import type { Template, TemplateInput } from '@hubline/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { hubAccounts } from '../line-accounts/index.ts';
import { templateFolderStore } from './template-library.ts';
import { type TemplateRow, templates } from './templates.schema.ts';

/** Who saves, in which hub. */
export interface TemplateActor {
  hubId: string;
  userId: string | null;
}

type Saved = Required<Pick<TemplateInput, 'name' | 'status' | 'accountIds' | 'body'>>;

export const templateView = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  status: row.status,
  accountIds: row.accountIds,
  body: row.body,
  folderId: row.folderId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every owner must be one of the hub's LINE accounts; another hub's account is refused by name. */
async function checkOwners(db: Db, hubId: string, accountIds: readonly string[]) {
  const ours = new Set((await hubAccounts(db, hubId)).map((account) => account.id));
  const index = accountIds.findIndex((id) => !ours.has(id));
  if (index >= 0) {
    throw new AppError(
      'template.error.accountNotInHub',
      {},
      { [`accountIds.${index}`]: 'template.error.accountNotInHub' },
    );
  }
}

export async function findTemplate(db: Db, hubId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.hubId, hubId), eq(templates.id, id)));
  return row;
}

export async function createTemplate(
  db: Db,
  actor: TemplateActor,
  input: Saved & { folderId?: string | null },
): Promise<TemplateRow> {
  await checkOwners(db, actor.hubId, input.accountIds);
  if (input.folderId) orNotFound(await templateFolderStore.find(db, actor.hubId, input.folderId));
  const [row] = await db
    .insert(templates)
    .values({
      hubId: actor.hubId,
      folderId: input.folderId ?? null,
      name: input.name,
      status: input.status,
      accountIds: [...new Set(input.accountIds)],
      body: input.body,
      updatedBy: actor.userId,
    })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

export async function editTemplate(db: Db, actor: TemplateActor, id: string, input: Saved) {
  orNotFound(await findTemplate(db, actor.hubId, id));
  await checkOwners(db, actor.hubId, input.accountIds);
  const [row] = await db
    .update(templates)
    .set({
      name: input.name,
      status: input.status,
      accountIds: [...new Set(input.accountIds)],
      body: input.body,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    })
    .where(and(eq(templates.hubId, actor.hubId), eq(templates.id, id)))
    .returning();
  return orNotFound(row);
}

/**
 * What the inbox composer offers in a chat of account `accountId`: the enabled quick replies that
 * account owns whose name holds `q`, by name. A disabled one, or one of other accounts only, is not offered.
 */
export async function quickRepliesFor(db: Db, hubId: string, accountId: string, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: templates.id, name: templates.name, body: templates.body })
    .from(templates)
    .where(
      and(
        eq(templates.hubId, hubId),
        eq(templates.status, 'enabled'),
        sql`${accountId}::uuid = any(${templates.accountIds})`,
        q ? ilike(templates.name, pattern) : undefined,
      ),
    )
    .orderBy(asc(templates.name), asc(templates.id))
    .limit(limit);
}
