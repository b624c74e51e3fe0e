#!/usr/bin/env node
// `npm start`: builds the widgets, then runs the sandbox with the demo shop (honours PORT).
import { spawnSync, spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(bin('tsx'), [new URL('../sandbox/main.ts', import.meta.url).pathname], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
