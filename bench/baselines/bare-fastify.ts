/**
 * Start-up baseline: a bare Fastify app with one route, started exactly like the portal
 * (`npx tsx <file>`, PORT from the environment). Its start-up time is the floor of what tsx,
 * Node and Fastify cost before any of our code runs.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: 'up' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
