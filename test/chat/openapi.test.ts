// GET /v1/openapi.json: its operations are exactly the router's /v1 table, request bodies come from
// the validating zod schemas, and it is served without a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../src/api/chat.js';
import { healthRoutes } from '../../src/api/health.js';
import { keyRoutes } from '../../src/api/keys.js';
import { OPERATIONS } from '../../src/api/openapi.js';
import { providerKeyRoutes } from '../../src/api/provider-keys.js';
import { settingsRoutes } from '../../src/api/settings.js';
import { usageRoutes } from '../../src/api/usage.js';
import type { Services } from '../../src/services.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => gw?.close());

describe('GET /v1/openapi.json', () => {
  it('documents exactly the /v1 routes the router serves', () => {
    const s = {} as Services; // the route factories only close over their services
    const routes = [healthRoutes, keyRoutes, providerKeyRoutes, settingsRoutes, usageRoutes, chatRoutes].flatMap((f) => f(s));
    const served = routes.filter((r) => r.pattern.startsWith('/v1/')).map((r) => `${r.method} ${r.pattern.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`))).toEqual(new Set(served));
  });

  it('is OpenAPI 3.1 with the chat request bodies generated from their schemas, served without a key', async () => {
    const res = await fetch(`${gw.url}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    const chat = doc.paths['/v1/chat/completions'].post.requestBody.content['application/json'].schema;
    expect(chat.required).toEqual(expect.arrayContaining(['model', 'messages']));
    expect(chat.properties.temperature).toMatchObject({ type: 'number', minimum: 0, maximum: 2 });
    const messages = doc.paths['/v1/messages'].post.requestBody.content['application/json'].schema;
    expect(messages.required).toEqual(expect.arrayContaining(['model', 'max_tokens', 'messages']));
    expect(JSON.stringify(messages.properties.messages)).toContain('"document"'); // document blocks (native to Claude)
    expect(doc.paths['/v1/responses'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['model', 'input']));
    expect(doc.paths['/v1/keys/{id}'].delete.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });
});
