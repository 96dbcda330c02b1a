import { randomBytes } from 'node:crypto';
import { applyApolloTelemetrySetting, ConfigError, consoleHost, consoleUrl, loadConfig, metricsAccess, publicUrl } from './config.js';

describe('configuration', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4000,
      SVC_DATA_DIR: './.data',
      JOBS_ENABLED: true,
      GATEWAY_DEDUPE_INFLIGHT: true,
      GATEWAY_SINGLE_FETCH_PASS_THROUGH: true,
      DATABASE_URL: undefined,
    });
    expect(publicUrl(config)).toBe('http://localhost:4000');
  });

  it('refuses invalid values, naming every variable at fault', () => {
    const invalid = { PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' };
    expect(() => loadConfig(invalid)).toThrow(ConfigError);
    for (const name of Object.keys(invalid)) expect(() => loadConfig(invalid)).toThrow(new RegExp(`${name}:`));
  });

  it('requires a 32-byte master key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SVC_MASTER_KEY: required/);
    expect(() => loadConfig({ SVC_MASTER_KEY: randomBytes(16).toString('base64') })).toThrow(/exactly 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', SVC_MASTER_KEY: randomBytes(32).toString('base64') }).NODE_ENV).toBe('production');
  });
});

describe('the console host (SVC_CONSOLE_URL)', () => {
  it('is the public URL unless set, and then an origin of its own', () => {
    expect(consoleUrl(loadConfig({ SVC_PUBLIC_URL: 'https://api.example.com/' }))).toBe('https://api.example.com');
    expect(consoleHost(loadConfig({}))).toBeUndefined();
    const config = loadConfig({ SVC_PUBLIC_URL: 'https://api.example.com', SVC_CONSOLE_URL: 'https://Console.Example.com/' });
    expect(consoleUrl(config)).toBe('https://console.example.com');
    expect(consoleHost(config)).toBe('console.example.com');
    expect(consoleHost(loadConfig({ SVC_CONSOLE_URL: '' }))).toBeUndefined();
  });

  it.each([
    'console.example.com',
    'ftp://console.example.com',
    'https://console.example.com/app',
    'https://u:p@console.example.com',
    'https://console.example.com/?x=1',
  ])('refuses %s', (value) => {
    expect(() => loadConfig({ SVC_CONSOLE_URL: value })).toThrow(/SVC_CONSOLE_URL:/);
  });

  it("refuses the API's own host", () => {
    expect(() => loadConfig({ SVC_PUBLIC_URL: 'https://svc.example.com', SVC_CONSOLE_URL: 'http://svc.example.com:8080' })).toThrow(
      /SVC_CONSOLE_URL: must name a host other than/,
    );
  });
});

describe('/metrics access', () => {
  const production = { NODE_ENV: 'production', SVC_MASTER_KEY: randomBytes(32).toString('base64') };
  const token = 'a-metrics-token-of-at-least-32-chars';

  it('is off in production until METRICS_TOKEN is set, open elsewhere', () => {
    expect(metricsAccess(loadConfig(production))).toBe('off');
    expect(metricsAccess(loadConfig({ ...production, METRICS_TOKEN: token }))).toEqual({ token });
    expect(metricsAccess(loadConfig({}))).toBe('open');
    expect(metricsAccess(loadConfig({ METRICS_TOKEN: token }))).toEqual({ token });
  });

  it('refuses a short token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN:/);
  });
});

describe('Apollo gateway telemetry', () => {
  const saved = process.env.APOLLO_TELEMETRY_DISABLED;
  afterEach(() => {
    if (saved === undefined) delete process.env.APOLLO_TELEMETRY_DISABLED;
    else process.env.APOLLO_TELEMETRY_DISABLED = saved;
  });

  it('is switched off by default, so the gateway never calls Apollo or cloud metadata addresses', () => {
    delete process.env.APOLLO_TELEMETRY_DISABLED;
    applyApolloTelemetrySetting(loadConfig({}));
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it('is left to the library when the operator turns it on', () => {
    delete process.env.APOLLO_TELEMETRY_DISABLED;
    applyApolloTelemetrySetting(loadConfig({ GATEWAY_APOLLO_TELEMETRY: 'true' }));
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBeUndefined();
  });
});
