import { FILE_MAX_BYTES, fileUploadFieldsSchema } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import type { FilesPort } from '../../core/files/files.port.ts';
import { uploadOptions } from '../../core/files/upload-options.ts';
import { AppError } from '../../core/http/errors.ts';
import { parseInput } from '../../core/http/parse-input.ts';
import { storeLibraryFile } from './file-storage.ts';

export interface FileUpload {
  stored: Awaited<ReturnType<typeof storeLibraryFile>>;
  name: string;
  useWithAi: boolean;
  folderId: string | undefined;
}

/**
 * POST /file: streams the one file into the files port (refused there while it streams when over
 * 30 MB or not png, jpg or mp4 by its first bytes) and reads the text fields beside it; the name
 * is the file's own unless one is given. A file whose fields are then refused is removed again.
 */
export async function readFileUpload(request: FastifyRequest, files: FilesPort): Promise<FileUpload> {
  const fields: Record<string, string> = {};
  let upload: { stored: FileUpload['stored']; fileName: string } | undefined;
  // `parts()` takes the same options as `file()` at run time; only its declared type leaves some out.
  for await (const part of request.parts(uploadOptions(FILE_MAX_BYTES))) {
    if (part.type === 'file')
      upload = { stored: await storeLibraryFile(files, part.file), fileName: part.filename };
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  if (!upload) throw new AppError('file.missing');
  try {
    const input = parseInput(request, fileUploadFieldsSchema, { name: upload.fileName, ...fields });
    return {
      stored: upload.stored,
      name: input.name ?? upload.fileName,
      useWithAi: input.useWithAi === 'true',
      folderId: input.folderId,
    };
  } catch (error) {
    await files.delete(upload.stored.key);
    throw error;
  }
}
