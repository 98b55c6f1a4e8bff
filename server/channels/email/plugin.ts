import fp from 'fastify-plugin';
import { channelDeps } from '../deps';
import { ingestInbound } from '../inbound';
import { startMailboxSupervisor, type MailboxSupervisor } from './mailbox-supervisor';
import { sendEmailReply } from './send-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The IMAP sessions this process owns (absent when EMAIL_SYNC=off). */
    emailMailboxes?: MailboxSupervisor;
  }
}

/**
 * The e-mail channel's two faces: the mailboxes this process owns are read (IMAP IDLE) into the
 * channel core, and staff messages of e-mail conversations go out by SMTP as threaded replies.
 */
export default fp(
  async (app) => {
    app.outbound.register('email', {
      send: ({ db, channel, interaction, contact, message }) =>
        sendEmailReply({ db, log: app.log, channel, interactionId: interaction.id, messageId: message.id, body: message.body, fallbackTo: contact?.email }),
    });
    if (process.env.EMAIL_SYNC === 'off') return;
    const deps = channelDeps(app);
    app.addHook('onReady', async () => {
      app.emailMailboxes = startMailboxSupervisor({
        db: app.db,
        log: app.log,
        ingest: (input) => ingestInbound(deps, input),
        // The first-connect import's progress, live on /settings/email.
        onImport: (companyId, p) => app.realtime.toCompany(companyId, { type: 'email.import', ...p }),
      });
    });
    app.addHook('preClose', async () => {
      await app.emailMailboxes?.close();
    });
  },
  { name: 'email-channel' },
);
