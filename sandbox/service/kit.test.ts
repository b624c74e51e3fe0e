// Every sandbox answer passes the widget's own schema before it leaves (validated by the same
// schemas as the widget); one that drifts is a loud 500 naming the field, never a quiet wrong shape.
import { describe, expect, test } from 'vitest';
import { Hono } from 'hono';
import { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { answer } from './kit.ts';

const app = new Hono();
app.get('/good', (c) => answer(c, ClaimRecord, { id: 'cr_1', status: 'CREATED' }));
app.get('/bad', (c) => answer(c, ClaimRecord, { id: 'cr_1', status: 7 }));

describe('spec 000 §7: the sandbox answers only what the contract accepts', () => {
  test.each([
    { name: 'an answer the schema accepts is sent as it is', path: '/good', status: 200, body: { id: 'cr_1', status: 'CREATED' } },
    { name: 'an answer the schema refuses is a 500 TECHNICAL_ERROR naming the field', path: '/bad', status: 500, body: { errorType: 'TECHNICAL_ERROR', message: expect.stringContaining('at status') } },
  ])('$name', async ({ path, status, body }) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  });
});
