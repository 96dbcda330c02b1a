import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { ApolloServerPlugin } from '@apollo/server';
import { constantTimeEqual } from '../core/crypto.js';
import type { MetricsAccess } from '../core/config.js';

/** Prometheus metrics of one gateway process, served at `/metrics` to whom `access` lets in. */
export function createMetrics(access: MetricsAccess) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'HTTP request duration by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'svc_graphql_operations_total',
    help: 'GraphQL operations by type and outcome',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });

  // Each label set's series, found once: prom-client hashes the labels on every `labels()` call. Routes, methods and
  // statuses are few, so the map stays small.
  const durationSeries = new Map<string, ReturnType<typeof httpDuration.labels>>();

  const hook = (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${route} ${request.method} ${reply.statusCode}`;
      let series = durationSeries.get(key);
      if (!series) durationSeries.set(key, (series = httpDuration.labels(route, request.method, String(reply.statusCode))));
      series.observe(reply.elapsedTime / 1000);
    });
    app.get('/metrics', async (request, reply) => {
      // Off: as if there were no such route, so a production gateway tells an anonymous caller nothing of it.
      if (access === 'off') return reply.callNotFound();
      if (access !== 'open' && !constantTimeEqual(request.headers.authorization ?? '', `Bearer ${access.token}`)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'unauthorized', error_description: 'Send `Authorization: Bearer <METRICS_TOKEN>`' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };

  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, errors }) {
          operations.labels(operation?.operation ?? 'unknown', errors?.length ? 'error' : 'ok').inc();
        },
      };
    },
  };
  return { registry, hook, plugin };
}
