/**
 * Organisation users (our design; spec sections 3 and 6): the users of an applicant with their
 * roles. Every member may list them; only an OWNER invites, changes roles and removes. Inviting
 * never attaches anyone (decision 0018): it records a pending invitation and mails a link; the
 * answer is the same whether or not the e-mail has an account. The invitee, signed in with that
 * e-mail (after registering if need be), accepts and only then becomes a member. An OWNER may
 * resend an invitation not yet accepted: a new token (the old link stops working) and a new
 * validity, mailed through the outbox. Expired invitations are deleted by a job (plugins/jobs.ts).
 */
import { PAGE_PATHS } from '../../../shared/page-paths.ts';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import {
  organisationInviteRoutes,
  organisationUserRoutes,
} from '../../../../schemas/api/master-data/organisation-users.ts';
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
  resendOrganisationInvite,
} from '../../repositories/organisation-users.ts';
import { normalizeEmail } from '../../repositories/users.ts';
import { getApplicant } from '../../repositories/applicants.ts';
import { randomToken, sha256 } from '../../auth/secrets.ts';
import { composeMail } from '../../mail/compose.ts';
import { mailText } from '../../mail/texts.ts';
import { Problem, notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const INVITE_SENT =
  'A meghívót elküldtük. A címzett akkor válik a szervezet tagjává, amikor elfogadja.';
export const INVITE_RESENT =
  'A meghívót új hivatkozással újra elküldtük; a korábbi hivatkozás már nem érvényes.';
export const INVITE_INVALID =
  'A meghívó érvénytelen, lejárt, már elfogadták, vagy nem ennek a fióknak a címére szól.';

export const organisationUsersRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylok/:id/felhasznalok',
    { config: { queryBudget: 3 }, schema: organisationUserRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listOrganisationUsers(app.db, id);
    },
  );

  app.post(
    '/tamogatast-igenylok/:id/felhasznalok',
    { schema: organisationUserRoutes.add },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const language = request.user?.language ?? 'hu';
      const { id } = numericParams(request, 'id');
      const body = request.body;
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
        const url = new URL(PAGE_PATHS.acceptInvite, app.config.auth.publicUrl);
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
    { config: { queryBudget: 3 }, schema: organisationInviteRoutes.list },
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
    '/tamogatast-igenylok/:id/meghivok/:inviteId/resend',
    { schema: organisationInviteRoutes.resend },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const language = request.user?.language ?? 'hu';
      const { id, inviteId } = numericParams(request, 'id', 'inviteId');
      await requireApplicantAccess(app.db, viewer.id, id, 'manage-users');
      const applicant = await getApplicant(app.db, id, viewer.id);
      const validMs = app.config.auth.setPasswordTokenMs;
      const token = randomToken();
      const resent = await resendOrganisationInvite(app.db, {
        actingUserId: viewer.id,
        applicantId: id,
        inviteId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + validMs),
        mail: ({ email }) => ({
          applicationId: null,
          recipient: email,
          // The invitation keeps no name: the mail greets without one.
          name: '',
          language,
          template: 'organisationInvite',
          params: {
            link: `${PAGE_PATHS.acceptInvite}?${new URLSearchParams({ token }).toString()}`,
            inviter: viewer.name,
            organisation: applicant?.nev ?? '',
            hours: String(Math.round(validMs / 3_600_000)),
          },
        }),
      });
      if (!resent) throw notFound();
      return reply.status(202).send({ message: INVITE_RESENT });
    },
  );

  app.post(
    '/felhasznalok/meghivok/show',
    { schema: organisationInviteRoutes.show },
    async (request) => {
      const viewer = viewerOf(request);
      const { token } = request.body;
      const invite = await findOpenInvite(
        app.db,
        sha256(token),
        normalizeEmail(viewer.email),
        new Date(),
      );
      if (!invite) throw new Problem(404, INVITE_INVALID);
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
      const { token } = request.body;
      const accepted = await acceptOrganisationInvite(app.db, {
        userId: viewer.id,
        email: normalizeEmail(viewer.email),
        tokenHash: sha256(token),
        now: new Date(),
      });
      if (!accepted) throw new Problem(404, INVITE_INVALID);
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
      const body = request.body;
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
