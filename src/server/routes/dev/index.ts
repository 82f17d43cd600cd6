/**
 * Development-only tools, answered only when ENV is local or dev (404 everywhere else):
 * GET /api/dev/mailbox (JSON) and the page GET /dev/mailbox, the mail the portal "sent" without
 * an SMTP server. The page is server-rendered HTML without script, so it passes the CSP.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { renderMailboxPage } from '../../mail/mailbox-page.ts';
import { findMailboxMessage, listMailboxMessages } from '../../repositories/mailbox.ts';
import { requestLanguage, requestMessage } from '../../api-messages.ts';

/** True where developer tools may be shown. */
export function devToolsEnabled(app: FastifyInstance): boolean {
  return app.config.env === 'local' || app.config.env === 'dev';
}

function notFound(reply: FastifyReply) {
  const { request } = reply;
  return reply.status(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: requestMessage(requestLanguage(request), 'routeNotFound'),
  });
}

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    sender: { type: 'string' },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
  },
  required: ['id', 'createdAt', 'sender', 'recipient', 'subject', 'text', 'html'],
  additionalProperties: false,
} as const;

/** GET /api/dev/mailbox: the stored mails, newest first (optionally one recipient's). */
export const devRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    if (!devToolsEnabled(app)) return notFound(reply);
  });

  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox (ENV local or dev only)',
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', maxLength: 320 } },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            type: 'object',
            properties: {
              delivery: { type: 'string', enum: ['smtp', 'mailbox'] },
              messages: { type: 'array', items: messageSchema },
            },
            required: ['delivery', 'messages'],
          },
        },
      },
    },
    async (request) => ({
      delivery: app.mail.delivery,
      messages: await listMailboxMessages(app.db, { recipient: request.query.to }),
    }),
  );
};

/** GET /dev/mailbox (the page) and GET /dev/mailbox/:id/html (one mail's HTML part). */
export const devPages: RoutePlugin = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    if (!devToolsEnabled(app)) return notFound(reply);
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const language = resolveLanguage(
      (request.headers['accept-language'] ?? 'hu').split(',')[0]?.trim(),
    );
    const messages = await listMailboxMessages(app.db);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderMailboxPage(language, messages, { smtpConfigured: app.mail.delivery === 'smtp' }),
      );
  });

  app.get(
    '/dev/mailbox/:id/html',
    {
      schema: {
        hide: true,
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
          required: ['id'],
        } as const,
      },
    },
    async (request, reply) => {
      const message = await findMailboxMessage(app.db, Number(request.params.id));
      if (!message) return notFound(reply);
      // The mail's own HTML runs sandboxed: no script, no same-origin access, no requests.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "sandbox allow-popups allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        )
        .send(message.html);
    },
  );
};
