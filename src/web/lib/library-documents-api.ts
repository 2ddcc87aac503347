import type { z } from 'zod';
import {
  DOCUMENTS_API,
  type LibraryListSchema,
} from '#domain/documents/document-library.schema.ts';
import { apiRequest } from './api-client.ts';

/**
 * The documents library as staff see it (every state), for the documents page and for the forms
 * that pick a library document: a news post's attachments, a meeting's agenda and minutes.
 */
export function listLibraryDocuments() {
  return apiRequest<z.infer<typeof LibraryListSchema>>(DOCUMENTS_API.list, {
    isAuthenticated: true,
  });
}
