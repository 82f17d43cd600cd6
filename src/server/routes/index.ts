/**
 * Every API resource, mounted under /api. Each folder is one resource with thin routes:
 * schema in, repository call, schema out. Add a resource by registering its folder here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/index.ts';
import { authRoutes } from './auth/index.ts';
import { userRoutes } from './users/index.ts';
import { oidcRoutes } from './oidc/index.ts';
import { referenceDataRoutes } from './reference-data/index.ts';
import { devRoutes } from './dev/index.ts';
import { helpRoutes } from './help/index.ts';
import { applicantsRoutes } from './applicants/index.ts';
import { addressesRoutes } from './addresses/index.ts';
import { ownersRoutes } from './owners/index.ts';
import { contactsRoutes } from './contacts/index.ts';
import { financialDataRoutes } from './financial/index.ts';
import { providerProfileRoutesPlugin } from './provider-profile/index.ts';
import { personalDataRoutes } from './personal-data/index.ts';
import { masterDataSnapshotRoutes } from './master-data-snapshots/index.ts';
import { organisationUsersRoutes } from './organisation-users/index.ts';
import { callsRoutes } from './calls/index.ts';
import { applicationsRoutes } from './applications/index.ts';
import { documentsRoutes } from './documents/index.ts';
import { statementsRoutes } from './statements/index.ts';
import { supportRoutes } from './support/index.ts';
import { lifecycleRoutesPlugin } from './lifecycle/index.ts';
import { contractRoutesPlugin } from './contract/index.ts';
import { completionRoutesPlugin } from './completion/index.ts';
import { backOfficeRoutesPlugin } from './backoffice/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(oidcRoutes);
  await app.register(referenceDataRoutes);
  await app.register(helpRoutes);
  await app.register(applicantsRoutes);
  await app.register(addressesRoutes);
  await app.register(ownersRoutes);
  await app.register(contactsRoutes);
  await app.register(financialDataRoutes);
  await app.register(providerProfileRoutesPlugin);
  await app.register(personalDataRoutes);
  await app.register(masterDataSnapshotRoutes);
  await app.register(organisationUsersRoutes);
  await app.register(callsRoutes);
  await app.register(applicationsRoutes);
  await app.register(documentsRoutes);
  await app.register(statementsRoutes);
  await app.register(supportRoutes);
  await app.register(lifecycleRoutesPlugin);
  await app.register(contractRoutesPlugin);
  await app.register(completionRoutesPlugin);
  await app.register(backOfficeRoutesPlugin);
  await app.register(devRoutes, { prefix: '/dev' });
};
