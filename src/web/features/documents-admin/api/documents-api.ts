import type { z } from 'zod';
import {
  DOCUMENTS_API,
  type DocumentMetadataSchema,
  type DocumentState,
  type LibraryDocument,
} from '#domain/documents/document-library.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Sends the upload form as it is: title, date, description, category and file. */
export function uploadDocument(form: FormData) {
  return apiRequest<LibraryDocument>(DOCUMENTS_API.list, {
    method: 'POST',
    body: form,
    isAuthenticated: true,
  });
}

export function replaceDocumentFile(id: string, form: FormData) {
  return apiRequest<LibraryDocument>(DOCUMENTS_API.file(id), {
    method: 'PUT',
    body: form,
    isAuthenticated: true,
  });
}

/** What the details form sends; the server's schema turns empty choices into null. */
export function saveDocumentMetadata(id: string, metadata: z.input<typeof DocumentMetadataSchema>) {
  return apiRequest<LibraryDocument>(DOCUMENTS_API.item(id), {
    method: 'PUT',
    body: metadata,
    isAuthenticated: true,
  });
}

export function setDocumentState(id: string, state: DocumentState) {
  return apiRequest<LibraryDocument>(DOCUMENTS_API.state(id), {
    method: 'PUT',
    body: { state },
    isAuthenticated: true,
  });
}
