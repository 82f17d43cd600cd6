/**
 * Organisation users (our design; spec sections 3 and 6): the users of an applicant with their
 * roles. Every member may list them; only an OWNER adds, changes roles and removes. A new person
 * gets an e-mail with a set-password link (the same single-use SET_PASSWORD token as
 * registration), sent after the commit; an existing user is linked without mail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { organisationUserRoutes } from '../../../../schemas/api/master-data/organisation-users.ts';
import { formSchema } from '../../../../schemas/registry.ts';
import {
  addOrganisationUser,
  changeOrganisationUserRole,
  deleteUninvitedUser,
  findOrganisationUser,
  listOrganisationUsers,
  removeOrganisationUser,
} from '../../repositories/organisation-users.ts';
import { getApplicant } from '../../repositories/applicants.ts';
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts';
import { composeMail } from '../../mail/compose.ts';
import { mailText } from '../../mail/texts.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';
import type { ApplicantRole } from '../../../shared/mappers/value-sets.ts';

export const organisationUsersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylok/:id/felhasznalok',
    { schema: organisationUserRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listOrganisationUsers(app.db, id);
    },
  );

  app.post(
    '/tamogatast-igenylok/:id/felhasznalok',
    { schema: { ...organisationUserRoutes.add, body: formSchema('user') } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const language = request.user?.language ?? 'hu';
      const { id } = numericParams(request, 'id');
      const body = request.body as {
        fullName: string;
        email: string;
        applicantRole: ApplicantRole;
      };
      await requireApplicantAccess(app.db, viewer.id, id, 'manage-users');
      const applicant = await getApplicant(app.db, id, viewer.id);
      const validMs = app.config.auth.setPasswordTokenMs;
      const { permissionId, created } = await addOrganisationUser(app.db, {
        actingUserId: viewer.id,
        applicantId: id,
        fullName: body.fullName,
        email: body.email,
        role: body.applicantRole,
        language,
        // The same single-use token as the registration mail; POST /felhasznalok/set-password redeems it.
        afterCreate: (trx, user) => issueOneTimeToken(trx, user.id, 'SET_PASSWORD', validMs),
      });
      if (created) {
        // Sent after the commit (the mailbox may need the database connection); when it fails, the
        // person is removed again so the OWNER can simply retry.
        try {
          const url = new URL('/setPassword', app.config.auth.publicUrl);
          url.searchParams.set('token', created.extra);
          const { text, html } = composeMail(language, {
            name: created.name,
            paragraphs: [
              mailText(language, 'organisationInvite.intro', {
                inviter: viewer.name,
                organisation: applicant?.nev ?? '',
              }),
            ],
            action: { label: mailText(language, 'organisationInvite.action'), url: url.toString() },
            afterAction: [
              mailText(language, 'organisationInvite.expiry', {
                hours: Math.round(validMs / 3_600_000),
              }),
            ],
          });
          await app.mail.send({
            to: created.email,
            subject: mailText(language, 'organisationInvite.subject'),
            text,
            html,
          });
        } catch (error) {
          await deleteUninvitedUser(app.db, created.id);
          throw error;
        }
      }
      return reply.status(201).send(await findOrganisationUser(app.db, id, permissionId));
    },
  );

  app.put(
    '/tamogatast-igenylok/:id/felhasznalok/:permissionId',
    { schema: organisationUserRoutes.changeRole },
    async (request) => {
      const viewer = viewerOf(request);
      const { id, permissionId } = numericParams(request, 'id', 'permissionId');
      const body = request.body as { applicantRole: ApplicantRole; verzio: number };
      await requireApplicantAccess(app.db, viewer.id, id, 'manage-users');
      await changeOrganisationUserRole(app.db, {
        actingUserId: viewer.id,
        applicantId: id,
        permissionId,
        role: body.applicantRole,
        version: body.verzio,
      });
      const user = await findOrganisationUser(app.db, id, permissionId);
      if (!user) throw notFound();
      return user;
    },
  );

  app.delete(
    '/tamogatast-igenylok/:id/felhasznalok/:permissionId',
    { schema: organisationUserRoutes.remove },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, permissionId } = numericParams(request, 'id', 'permissionId');
      await requireApplicantAccess(app.db, viewer.id, id, 'manage-users');
      await removeOrganisationUser(app.db, {
        actingUserId: viewer.id,
        applicantId: id,
        permissionId,
      });
      return reply.status(204).send();
    },
  );
};
