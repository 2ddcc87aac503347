import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

describe('error handler', () => {
  it('answers a deadlock or serialization failure nobody retried with 409, not 500 (decision 296)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    for (const code of ['40P01', '40001']) {
      app.get(`/conflict/${code}`, async () => {
        throw Object.assign(new Error('deadlock detected'), { code });
      });
    }
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    for (const code of ['40P01', '40001']) {
      const response = await app.inject({ method: 'GET', url: `/conflict/${code}` });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('CHANGED_MEANWHILE');
      expect(response.body).not.toContain('deadlock');
    }
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
