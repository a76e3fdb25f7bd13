/**
 * A small multipart/form-data reader for the audience file uploads (the only multipart endpoints
 * the sandbox serves). Returns each part's bytes by field name.
 */
export interface Part {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2]?.trim();
}

export function parseMultipart(body: Buffer, boundary: string): Map<string, Part> {
  const parts = new Map<string, Part>();
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF, then the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined) {
        parts.set(name, {
          data: part.subarray(headerEnd + 4),
          filename: /filename="([^"]*)"/i.exec(headers)?.[1],
          contentType: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim(),
        });
      }
    }
    start = next;
  }
  return parts;
}
