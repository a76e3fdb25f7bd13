import {
  FILE_MAX_BYTES,
  FILE_PATHS,
  fileSavedSchema,
  fileUpdateSchema,
  libraryFileSchema,
} from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import { isUuid } from '../../core/db/ids.ts';
import type { Deps } from '../../core/deps.ts';
import { sendStoredFile } from '../../core/files/send-stored-file.ts';
import { checkTarget } from '../../core/folders/folder-target.ts';
import { libraryRoutes } from '../../core/folders/library.routes.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { copyLibraryFile, PUBLIC_FILE_NAME } from './file-storage.ts';
import { readFileUpload } from './file-upload.ts';
import { fileViewOf } from './file-view.ts';
import { libraryFiles } from './files.schema.ts';
import { fileFolderStore, fileKind } from './files-library.ts';

const FILES = { permission: 'permissionFiles', maxFileBytes: FILE_MAX_BYTES } as const;
const idParams = z.object({ hubId: z.string(), id: z.string() });

/** The Files library (messaging.md §7 "templates and files have the same shape as chatflows"). */
export const fileRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const viewOf = fileViewOf(deps.config.publicUrl);

  await app.register(
    libraryRoutes({
      deps,
      paths: FILE_PATHS,
      config: FILES,
      kind: fileKind,
      itemSchema: libraryFileSchema,
      view: (rows) => rows.map(viewOf),
      hooks: {
        // Each copy keeps a stored file of its own, so deleting one never takes the other's away.
        copy: async ({ row, name, folderId }) => {
          const { key } = await copyLibraryFile(deps.files, row.key);
          return {
            hubId: row.hubId,
            name,
            folderId,
            key,
            type: row.type,
            size: row.size,
            useWithAi: row.useWithAi,
          };
        },
        removed: async (rows) => {
          for (const row of rows) await deps.files.delete(row.key);
        },
      },
    }),
  );

  // Multipart: the body is read by the handler (the file streams into the files port), not the schema.
  app.post(
    `/api/:hubId/file`,
    { config: FILES, schema: { response: { 200: fileSavedSchema } } },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      const upload = await readFileUpload(request, deps.files);
      try {
        await checkTarget(fileFolderStore, deps.db, hubId, upload.folderId);
        const [row] = await deps.db
          .insert(libraryFiles)
          .values({
            hubId,
            folderId: upload.folderId ?? null,
            name: upload.name,
            useWithAi: upload.useWithAi,
            ...upload.stored,
          })
          .returning();
        return { msg: translate(request.lang, 'file.uploaded'), file: viewOf(orNotFound(row)) };
      } catch (error) {
        await deps.files.delete(upload.stored.key);
        throw error;
      }
    },
  );

  app.patch(
    `/api/:hubId/file/:id`,
    {
      config: FILES,
      schema: { params: idParams, body: fileUpdateSchema, response: { 200: fileSavedSchema } },
    },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      if (!isUuid(request.params.id)) throw new AppError('error.notFound');
      const [row] = await deps.db
        .update(libraryFiles)
        .set({ ...request.body, updatedAt: new Date() })
        .where(and(eq(libraryFiles.hubId, hubId), eq(libraryFiles.id, request.params.id)))
        .returning();
      return { msg: translate(request.lang, 'file.updated'), file: viewOf(orNotFound(row)) };
    },
  );

  // LINE and the console fetch library files from here without signing in: the names are unguessable.
  app.get(
    '/api/files/public/:name',
    { config: { permission: 'public' }, schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      if (!PUBLIC_FILE_NAME.test(request.params.name)) throw new AppError('error.notFound');
      return sendStoredFile(
        reply,
        deps.files,
        `library/${request.params.name}`,
        'public, max-age=31536000, immutable',
      );
    },
  );
};
