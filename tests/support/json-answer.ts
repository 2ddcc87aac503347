/** A JSON answer with `status` (no body without `body`), as a stubbed `fetch` resolves. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's 400 for a form it refused: VALIDATION_FAILED with `message` and each field's error. */
export function validationFailed(
  fields: Record<string, string>,
  message = 'Check the form.',
): Response {
  return answer(400, { error: { code: 'VALIDATION_FAILED', message, fields } });
}
