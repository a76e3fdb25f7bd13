import path from 'node:path';
import type { Config } from '../config.ts';
import type { FilesPort } from './files.port.ts';
import { localFiles } from './local-files.ts';
import { s3Files } from './s3-files.ts';

/** S3-compatible storage when S3_BUCKET is set, else local disk under DATA_DIR/files. */
export function filesForConfig(config: Pick<Config, 's3' | 'dataDir'>): FilesPort {
  return config.s3
    ? s3Files(config.s3, path.join(config.dataDir, 'spool'))
    : localFiles(path.join(config.dataDir, 'files'));
}
