/**
 * Every API resource, mounted under /api. Each folder is one resource with thin routes:
 * schema in, repository call, schema out. Add a resource by registering its folder here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
};
