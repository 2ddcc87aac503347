import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguagePlugin } from './request-language.ts';

describe('the request-language plugin (issue 41 item 2, decision 310)', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(requestLanguagePlugin);
    app.get('/*', async (request) => ({
      locale: request.locale,
      englishPath: request.englishPath,
      menu: request.intl.t('layout.menu'),
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const read = async (url: string) => (await app.inject({ method: 'GET', url })).json<unknown>();

  it('reads the language from the path prefix only, the query ignored', async () => {
    expect(await read('/es/permits/burn/apply?x=1')).toEqual({
      locale: 'es',
      englishPath: '/permits/burn/apply',
      menu: 'Menú',
    });
    expect(await read('/permits/burn?lang=es')).toEqual({
      locale: 'en',
      englishPath: '/permits/burn',
      menu: 'Menu',
    });
    expect(await read('/espanol')).toMatchObject({ locale: 'en', englishPath: '/espanol' });
  });
});
