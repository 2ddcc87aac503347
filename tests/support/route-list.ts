import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registers as 'METHOD /url' (HEAD left out), read from fastify's route tree
 * so a test over "every route" cannot miss one added later.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const registered: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') registered.push(`${method} ${url}`);
    }
  }
  return registered;
}
