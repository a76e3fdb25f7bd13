import type { Readable } from 'node:stream';
import type { SniffedType } from './sniff.ts';

/** The folders files are kept in; a key always starts with one. */
export type FileFolder = 'line' | 'chat' | 'avatars' | 'library' | 'imagemaps';

export interface PutRules {
  /** Larger files are refused while they stream in (`file.tooLarge`), and nothing is kept. */
  maxBytes: number;
  /** When given, content whose first bytes are none of these is refused (`file.invalidType`). */
  accept?: readonly SniffedType[];
  /** How the accepted types are named in the refusal. */
  acceptNames?: string;
  /** The stored name's extension for the sniffed type (letters and digits, at most 5), or none. */
  extension?: (type: SniffedType | undefined) => string | undefined;
}

export interface StoredFile {
  /** `folder/uuid[.ext]`: what callers keep (e.g. `contentPath`) to get or delete the file later. */
  key: string;
  /** The type its first bytes show, among every type Hubline knows. */
  type: SniffedType | undefined;
  bytes: number;
}

export interface FileContent {
  stream: Readable;
  type: SniffedType | undefined;
}

/**
 * Where every file Hubline keeps goes (ARCHITECTURE.md rule 10): stored files are named by our own ids,
 * never by outside input, and a key that would leave its folder is refused. Local disk today
 * (local-files.ts); S3-compatible storage can stand behind the same interface.
 */
export interface FilesPort {
  put(folder: FileFolder, source: Readable, rules: PutRules): Promise<StoredFile>;
  /** The file's bytes, or nothing when the key is unknown or not a valid key. */
  get(key: string): Promise<FileContent | undefined>;
  /** Removes the file; an unknown key is no error. */
  delete(key: string): Promise<void>;
}
