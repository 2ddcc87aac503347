import { useId, useState, type FormEvent } from 'react';
import { type RecordsRequestDetailResponse } from '#domain/records/records-api.ts';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { formatInstant } from './records-admin-format.ts';

/** Uploads responsive records one by one and lists those already uploaded. */
export function UploadForm({
  files,
  onUpload,
}: {
  files: RecordsRequestDetailResponse['files'];
  onUpload: (file: File) => Promise<string | null>;
}) {
  const ids = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError('Choose a file to upload.');
      return;
    }
    setIsBusy(true);
    const problem = await onUpload(chosen);
    setIsBusy(false);
    setError(problem ?? undefined);
    if (!problem) {
      setChosen(null);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <details className="records-action" open={files.length > 0 ? true : undefined}>
      <summary>Upload responsive records</summary>
      {files.length > 0 ? (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              {file.fileName}:{' '}
              {file.isAvailable
                ? `available to the requester until ${formatInstant(file.expiresAt)}`
                : 'expired, no longer available'}
            </li>
          ))}
        </ul>
      ) : (
        <p>No record uploaded yet.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldShell
          id={`${ids}-file`}
          label="Record to upload"
          hint="A PDF, an image or an office file, up to 20 MB."
          error={error}
          isWide
        >
          {(control) => (
            <input
              {...control}
              key={inputKey}
              className="form-input"
              type="file"
              onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldShell>
        <button type="submit" className="button" disabled={isBusy}>
          Upload
        </button>
      </form>
    </details>
  );
}
