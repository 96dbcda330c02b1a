import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { guardedLookup, outboundUrl, resolveOutbound, vetAddressLiteral, RefusedAddress } from './url-policy.js';

const development = { allowLoopback: true };
const production = { allowLoopback: false };
const rules = { field: 'remoteUrl', maxLength: 2000, httpOnLoopback: false };
const fieldError = expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field: 'remoteUrl' } });

// The spellings an SSRF probe tries: each names this machine, a private network or cloud metadata.
// Other spellings of 127.0.0.1: the URL parser reads each as that address.
const spellingsOf127 = [
  'https://127.1/h',
  'https://2130706433/h',
  'https://0x7f.1/h',
  'https://0x7f000001/h',
  'https://0177.0.0.1/h',
  'https://127.0.0.1./h',
];
const bypasses = [
  'https://127.0.0.2/h',
  'https://localhost./h',
  'https://LOCALHOST./h',
  'https://foo.localhost/h',
  'https://foo.localhost./h',
  'https://[::1]/h',
  'https://[0:0:0:0:0:0:0:1]/h',
  'https://[::ffff:127.0.0.1]/h',
  'https://[::ffff:7f00:1]/h',
  'https://[::ffff:169.254.169.254]/h',
  'https://169.254.169.254/latest/meta-data',
  'https://2852039166/h',
  'https://10.0.0.1/h',
  'https://012.0.0.1/h',
  'https://172.16.0.1/h',
  'https://192.168.1.1/h',
  'https://100.64.0.1/h',
  'https://224.0.0.1/h',
  'https://0.0.0.0/h',
  'https://0/h',
  'https://[::]/h',
  'https://[fe80::1]/h',
  'https://[fd00::1]/h',
  'https://[ff02::1]/h',
  'https://[64:ff9b::a00:1]/h',
];

describe('outboundUrl', () => {
  it.each(spellingsOf127)('refuses %s where loopback is turned off, and reads it as 127.0.0.1 where it is allowed', (url) => {
    expect(() => outboundUrl(url, production, rules)).toThrow(fieldError);
    expect(outboundUrl(url, development, rules).href).toBe('https://127.0.0.1/h');
  });

  it.each(bypasses)('refuses %s where loopback is turned off', (url) => {
    expect(() => outboundUrl(url, production, rules)).toThrow(fieldError);
  });

  it.each(bypasses)('refuses %s where loopback is allowed too (only localhost and 127.0.0.1 name this machine)', (url) => {
    expect(() => outboundUrl(url, development, rules)).toThrow(fieldError);
  });

  it.each(['https://localhost/h', 'https://127.0.0.1:8443/h'])('takes %s only where loopback is allowed', (url) => {
    expect(outboundUrl(url, development, rules).href).toBe(url);
    expect(() => outboundUrl(url, production, rules)).toThrow(fieldError);
  });

  it.each(['https://peer.example.com/h', 'https://93.184.215.14/h', 'https://[2606:4700:4700::1111]/h', 'https://example.com./h'])(
    'takes the public %s',
    (url) => {
      expect(outboundUrl(url, production, rules).href).toBe(url);
    },
  );

  it('takes plain http only on an allowed loopback host, and only where the rules say so', () => {
    expect(outboundUrl('http://127.0.0.1:9/h', development, { ...rules, httpOnLoopback: true }).href).toBe('http://127.0.0.1:9/h');
    expect(() => outboundUrl('http://127.0.0.1:9/h', development, rules)).toThrow(fieldError);
    expect(() => outboundUrl('http://peer.example.com/h', development, { ...rules, httpOnLoopback: true })).toThrow(fieldError);
  });

  it.each(['file:///tmp/x', 'gopher://example.com/', 'https://user:pw@example.com/', 'not a url', ''])('refuses %p', (url) => {
    expect(() => outboundUrl(url, development, rules)).toThrow(fieldError);
  });
});

describe('at connect time', () => {
  it('refuses an address literal outside the policy and passes a host name on to the lookup', () => {
    expect(() => vetAddressLiteral(new URL('https://[::ffff:a00:1]/'), development)).toThrow(RefusedAddress);
    expect(() => vetAddressLiteral(new URL('https://127.0.0.1/'), production)).toThrow(RefusedAddress);
    expect(vetAddressLiteral(new URL('https://127.0.0.1/'), development)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(vetAddressLiteral(new URL('https://peer.example.com/'), production)).toBeNull();
  });

  it('refuses a host name that resolves to this machine', async () => {
    // `localhost` resolves to loopback on every system: the name is fine by its spelling, its address is not.
    await expect(resolveOutbound(new URL('https://localhost/'), production)).rejects.toThrow(RefusedAddress);
    await expect(resolveOutbound(new URL('https://localhost/'), development)).resolves.not.toHaveLength(0);
  });

  describe('a socket connecting through guardedLookup', () => {
    let server: Server;
    let port: number;
    let accepted = 0;
    beforeAll(async () => {
      server = createServer((socket) => {
        accepted++;
        socket.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const attempt = (policy: { allowLoopback: boolean }) =>
      new Promise<Error | null>((resolve) => {
        const socket = connect({ host: 'localhost', port, family: 4, lookup: guardedLookup(policy) });
        socket.on('error', resolve);
        socket.on('close', () => resolve(null));
      });

    it('never connects to a refused address', async () => {
      expect(await attempt(production)).toBeInstanceOf(RefusedAddress);
      expect(accepted).toBe(0);
    });

    it('connects to an allowed one', async () => {
      expect(await attempt(development)).toBeNull();
      expect(accepted).toBe(1);
    });
  });
});
