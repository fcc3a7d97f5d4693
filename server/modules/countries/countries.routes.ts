import type { FastifyInstance } from 'fastify';
import type { CountriesService } from './countries.service';

export async function countriesRoutes(app: FastifyInstance, { countries }: { countries: CountriesService }) {
  // Sent as prepared JSON text (shape: core/schemas/countries ZPublicCountryList, checked in tests):
  // the hero's first paint waits on this call.
  app.get('/api/countries', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await countries.publicListJson()),
  );
}
