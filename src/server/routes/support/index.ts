/**
 * POST /support-requests: a signed-in user's question to customer service. The question is
 * mailed to the configured customer-service address, and a confirmation goes to the user in
 * the user's language. A named application must belong to one of the user's applicants (404
 * otherwise, like every foreign id).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import supportRequestSchema from '../../../../schemas/api/support/support-request.schema.json' with { type: 'json' };
import { requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';
import { composeMail } from '../../mail/compose.ts';
import { mailText } from '../../mail/texts.ts';
import { findApplication } from '../../repositories/applications.ts';

export const supportRoutes: RoutePlugin = async (app) => {
  app.post(
    '/support-requests',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['help'],
        summary: 'Send a question to customer service; the user gets a confirmation mail',
        body: supportRequestSchema,
        response: {
          202: {
            type: 'object',
            properties: { accepted: { const: true } },
            required: ['accepted'],
          },
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const language = request.user?.language ?? 'hu';
      const { topic, message, applicationId } = request.body;
      let applicationLabel: string | null = null;
      if (applicationId !== undefined) {
        const application = await findApplication(app.db, applicationId);
        await requireApplicantAccess(app.db, viewer.id, application?.applicantId, 'read');
        const payload = application?.payload as
          { projektCim?: string | null; azonosito?: string | null } | undefined;
        applicationLabel = payload?.projektCim || payload?.azonosito || `#${applicationId}`;
      }

      // Customer service works in Hungarian, whatever the user's interface language.
      const topicHu = mailText('hu', `support.topics.${topic}`);
      const toService = composeMail('hu', {
        paragraphs: [
          mailText('hu', 'support.received'),
          mailText('hu', 'support.sender', { name: viewer.name, email: viewer.email }),
          ...(applicationLabel
            ? [mailText('hu', 'support.application', { application: applicationLabel })]
            : []),
          message,
        ],
      });
      await app.mail.send({
        to: app.config.support.email,
        subject: mailText('hu', 'support.subject', { topic: topicHu }),
        ...toService,
      });

      const topicLabel = mailText(language, `support.topics.${topic}`);
      const confirmation = composeMail(language, {
        name: viewer.name,
        paragraphs: [
          mailText(language, 'support.confirmation', {
            topic: topicLabel,
            hours: app.config.support.hours,
          }),
        ],
      });
      await app.mail.send({
        to: viewer.email,
        subject: mailText(language, 'support.confirmationSubject'),
        ...confirmation,
      });
      return reply.status(202).send({ accepted: true });
    },
  );
};
