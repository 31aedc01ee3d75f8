/** The contact form: validated, rate-limited per client, stored in the app store. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { ContactSchema } from '../../shared/api';
import type { Config } from '../env';
import type { AppStore } from '../store';
import { hourlyLimit } from '../http/rate-limit';
import { validate } from '../http/validate';

export function contactRoutes(app: FastifyInstance, { store, config }: { store: AppStore; config: Config }) {
  const spendQuota = hourlyLimit(store, 'contact', config.CONTACT_RATE_LIMIT);
  app.get(ENDPOINTS.site.path, async () => ({
    contact: {
      email: config.CONTACT_EMAIL ?? null,
      phone: config.CONTACT_PHONE ?? null,
      address: config.CONTACT_ADDRESS ?? null,
    },
  }));

  app.post(ENDPOINTS.contact.path, async (req, reply) => {
    // check the message before counting it: a refused message must not spend the sender's quota
    // text_invalid_characters when a field holds them (the schema's own message), else contact_invalid
    const input = validate(ContactSchema, req.body, 'contact_invalid');
    await spendQuota(req);
    const { website, ...message } = input;
    if (website) {
      // a bot filled the hidden field: answer as if sent, keep nothing
      req.log.info({ client: req.ip }, 'contact honeypot filled; message dropped');
      return reply.code(201).send({ id: 0 });
    }
    const saved = await store.addContactMessage({ ...message, client: req.ip });
    return reply.code(201).send({ id: saved.id });
  });
}
