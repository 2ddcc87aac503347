/** A file part of a multipart body: the form field it is sent in, its name, type and bytes. */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

const BOUNDARY = '----test-form-boundary';

/**
 * A multipart/form-data body as a browser's FormData would send it: the fields (an undefined
 * value is left out, as FormData does), then the files, as `app.inject` options.
 */
export function multipartBody(
  fields: Record<string, unknown>,
  files: readonly MultipartFile[] = [],
): { payload: Buffer; headers: { 'content-type': string } } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
