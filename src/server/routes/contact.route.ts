/** The contact form: validated, rate-limited per client, stored in the app store. */
import type { FastifyInstance } from 'fastify';
import { ContactSchema } from '../../shared/api';
import type { Config } from '../env';
import { AppError } from '../errors';
import type { AppStore } from '../store';
import { validate } from '../http/validate';

const HOUR_MS = 3_600_000;

export function contactRoutes(app: FastifyInstance, store: AppStore, config: Config) {
  app.get('/api/site', async () => ({
    contact: {
      email: config.CONTACT_EMAIL ?? null,
      phone: config.CONTACT_PHONE ?? null,
      address: config.CONTACT_ADDRESS ?? null,
    },
  }));

  app.post('/api/contact', async (req, reply) => {
    // check the message before counting it: a refused message must not spend the sender's quota
    // text_invalid_characters when a field holds them (the schema's own message), else contact_invalid
    const input = validate(ContactSchema, req.body, 'contact_invalid');
    const limit = await store.hitRateLimit(`contact:${req.ip}`, config.CONTACT_RATE_LIMIT, HOUR_MS);
    if (!limit.allowed)
      throw new AppError('rate_limited', 429, { 'retry-after': String(limit.retryAfterSeconds) });
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
