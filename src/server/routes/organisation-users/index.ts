/**
 * Organisation users (our design; spec sections 3 and 6): the users of an applicant with their
 * roles. Every member may list them; only an OWNER invites, changes roles and removes. Inviting
 * never attaches anyone (decision 0018): it records a pending invitation and mails a link; the
 * answer is the same whether or not the e-mail has an account. The invitee, signed in with that
 * e-mail (after registering if need be), accepts and only then becomes a member.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  organisationInviteRoutes,
  organisationUserRoutes,
} from '../../../../schemas/api/master-data/organisation-users.ts';
import { formSchema } from '../../../../schemas/registry.ts';
import {
  acceptOrganisationInvite,
  changeOrganisationUserRole,
  createOrganisationInvite,
  deleteOrganisationInvite,
  findOpenInvite,
  findOrganisationUser,
  listOrganisationInvites,
  listOrganisationUsers,
  removeOrganisationUser,
} from '../../repositories/organisation-users.ts';
import { normalizeEmail } from '../../repositories/users.ts';
import { getApplicant } from '../../repositories/applicants.ts';
import { randomToken, sha256 } from '../../auth/secrets.ts';
import { composeMail } from '../../mail/compose.ts';
import { mailText } from '../../mail/texts.ts';
import { HttpError, notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';
import type { ApplicantRole } from '../../../shared/mappers/value-sets.ts';

export const INVITE_SENT =
  'A meghívót elküldtük. A címzett akkor válik a szervezet tagjává, amikor elfogadja.';
export const INVITE_INVALID =
  'A meghívó érvénytelen, lejárt, már elfogadták, vagy nem ennek a fióknak a címére szól.';

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
      const email = normalizeEmail(body.email);
      const token = randomToken();
      const invite = await createOrganisationInvite(app.db, {
        actingUserId: viewer.id,
        applicantId: id,
        email,
        role: body.applicantRole,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + validMs),
      });
      // Sent after the commit and awaited for every address alike; when it fails, the invitation is
      // withdrawn again so the OWNER can simply retry.
      try {
        const url = new URL('/acceptInvite', app.config.auth.publicUrl);
        url.searchParams.set('token', token);
        const { text, html } = composeMail(language, {
          name: body.fullName.trim(),
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
          to: email,
          subject: mailText(language, 'organisationInvite.subject'),
          text,
          html,
        });
      } catch (error) {
        await deleteOrganisationInvite(app.db, id, invite.id);
        throw error;
      }
      return reply.status(202).send({ message: INVITE_SENT });
    },
  );

  app.get(
    '/tamogatast-igenylok/:id/meghivok',
    { schema: organisationInviteRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listOrganisationInvites(app.db, id, new Date());
    },
  );

  app.delete(
    '/tamogatast-igenylok/:id/meghivok/:inviteId',
    { schema: organisationInviteRoutes.withdraw },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, inviteId } = numericParams(request, 'id', 'inviteId');
      await requireApplicantAccess(app.db, viewer.id, id, 'manage-users');
      if (!(await deleteOrganisationInvite(app.db, id, inviteId))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.post(
    '/felhasznalok/meghivok/show',
    { schema: organisationInviteRoutes.show },
    async (request) => {
      const viewer = viewerOf(request);
      const { token } = request.body as { token: string };
      const invite = await findOpenInvite(
        app.db,
        sha256(token),
        normalizeEmail(viewer.email),
        new Date(),
      );
      if (!invite) throw new HttpError(404, INVITE_INVALID);
      return {
        tamogatastIgenyloId: invite.applicantId,
        szervezet: invite.organisation,
        szerep: invite.role,
      };
    },
  );

  app.post(
    '/felhasznalok/meghivok/accept',
    { schema: organisationInviteRoutes.accept },
    async (request) => {
      const viewer = viewerOf(request);
      const { token } = request.body as { token: string };
      const accepted = await acceptOrganisationInvite(app.db, {
        userId: viewer.id,
        email: normalizeEmail(viewer.email),
        tokenHash: sha256(token),
        now: new Date(),
      });
      if (!accepted) throw new HttpError(404, INVITE_INVALID);
      request.log.info({ applicantId: accepted.applicantId }, 'organisation invite accepted');
      return { tamogatastIgenyloId: accepted.applicantId };
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
