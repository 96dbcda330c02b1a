import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';

/** A DNS record as the Cloudflare v4 API returns it. */
export interface CloudflareDnsRecord {
  id: string;
  zone_id: string;
  name: string;
  type: string;
  content: string;
  ttl: number;
  priority?: number;
}

/**
 * A local stand-in for the subset of Cloudflare's v4 API the auto-setup uses (Cloudflare cannot be
 * reached from here): `GET /zones`, `GET/POST /zones/:id/dns_records`, `PATCH .../:record_id`, with
 * Cloudflare's response envelope and bearer-token check. It records every call it served.
 */
export class FakeCloudflareApi {
  readonly records: CloudflareDnsRecord[] = [];
  readonly calls: string[] = [];
  private readonly zones: Array<{ id: string; name: string }> = [];
  private app?: FastifyInstance;
  url = '';

  constructor(private readonly token: string) {}

  zone(name: string): string {
    const id = randomUUID().replace(/-/g, '');
    this.zones.push({ id, name });
    return id;
  }

  record(zoneId: string, record: Omit<CloudflareDnsRecord, 'id' | 'zone_id' | 'ttl'>): void {
    this.records.push({ id: randomUUID().replace(/-/g, ''), zone_id: zoneId, ttl: 1, ...record });
  }

  async start(): Promise<this> {
    const app = Fastify();
    const envelope = (result: unknown) => ({
      success: true,
      errors: [],
      messages: [],
      result,
      ...(Array.isArray(result)
        ? { result_info: { page: 1, per_page: 100, count: result.length, total_count: result.length, total_pages: 1 } }
        : {}),
    });
    app.addHook('onRequest', async (request, reply) => {
      this.calls.push(`${request.method} ${request.url}`);
      if (request.headers.authorization !== `Bearer ${this.token}`) {
        return reply
          .status(403)
          .send({ success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null });
      }
    });
    app.get('/zones', async (request) => {
      const { name } = request.query as { name?: string };
      return envelope(this.zones.filter((zone) => !name || zone.name === name).map((zone) => ({ ...zone, status: 'active' })));
    });
    app.get('/zones/:zone/dns_records', async (request) => {
      const { zone } = request.params as { zone: string };
      const query = request.query as Record<string, string>;
      const name = query['name.exact'] ?? query.name;
      return envelope(
        this.records.filter(
          (record) => record.zone_id === zone && (!name || record.name === name) && (!query.type || record.type === query.type),
        ),
      );
    });
    app.post('/zones/:zone/dns_records', async (request) => {
      const { zone } = request.params as { zone: string };
      const body = request.body as Omit<CloudflareDnsRecord, 'id' | 'zone_id'>;
      const record = { id: randomUUID().replace(/-/g, ''), zone_id: zone, ...body };
      this.records.push(record);
      return envelope(record);
    });
    app.patch('/zones/:zone/dns_records/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const record = this.records.find((candidate) => candidate.id === id);
      if (!record)
        return reply
          .status(404)
          .send({ success: false, errors: [{ code: 81044, message: 'Record does not exist.' }], messages: [], result: null });
      Object.assign(record, request.body as object);
      return envelope(record);
    });
    this.url = await app.listen({ host: '127.0.0.1', port: 0 });
    this.app = app;
    return this;
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }
}
