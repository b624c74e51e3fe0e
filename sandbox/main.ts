// Starts the sandbox on PORT (default 3000) and prints the demo shop's URL.
import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const { app } = createSandbox();
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Direct-billing sandbox and demo shop: http://127.0.0.1:${info.port}/`);
  console.log(`  cart (en-ca): http://127.0.0.1:${info.port}/en-ca/cart`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
