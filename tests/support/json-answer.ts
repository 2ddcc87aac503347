/** A JSON answer with `status`, as a stubbed `fetch` resolves in the component tests. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
