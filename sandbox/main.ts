// Starts the sandbox on PORT (default 3000) and prints the demo shop's URL.
import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0 to 65535), not "${process.env.PORT}".`);
  process.exit(1);
}
// Shops that embed the widgets from another origin (comma-separated), allowed to upload and open stored files.
const shopOrigins = (process.env.SANDBOX_SHOP_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const { app } = createSandbox({ shopOrigins });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname}:${info.port}`;
  console.log(`Direct-billing sandbox and demo shop: ${base}/`);
  console.log(`  cart:     ${base}/en-ca/cart   (also /en-us/cart, /fr-fr/cart)`);
  console.log(`  service:  ${base}/services/direct-billing   (API key sandbox-public-key)`);
  console.log(`  your page: ${base}/sandbox/demo-shop.js   (its demo shop module: README, "Quick start")`);
  console.log(`  test scenarios and faults on demand: ${base}/#scenarios and docs/sandbox.md`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to another one, e.g. PORT=4321 npm start.` : `The sandbox could not start: ${error.message}`,
  );
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
