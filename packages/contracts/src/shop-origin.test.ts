import { describe, expect, it } from 'vitest';
import { isTrustedHost, linkOrigin, shopOriginsFrom, trustedOrigin } from './shop-origin.ts';

describe('shop origins', () => {
  it('without PUBLIC_URL trusts the loopback names, this machine and ALLOWED_HOSTS on the port', () => {
    const origins = shopOriginsFrom(
      { PORT: '3000', HOST: '0.0.0.0', ALLOWED_HOSTS: 'Shop.example, lan:8080' },
      ['10.0.0.5', 'fe80::1', 'fe80::2%eth0'],
    );
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '10.0.0.5:3000',
      '[fe80::1]:3000',
    ]) {
      expect(isTrustedHost(origins, host), host).toBe(true);
    }
    expect(isTrustedHost(origins, 'shop.example')).toBe(true);
    expect(isTrustedHost(origins, 'lan:8080')).toBe(true);
    for (const host of ['evil.example', 'localhost', 'localhost:3001', 'shop.example:3000', '', null]) {
      expect(isTrustedHost(origins, host), String(host)).toBe(false);
    }
    expect(linkOrigin(origins, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(linkOrigin(origins, 'http://evil.example', 'http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(linkOrigin(origins, 'http://evil.example', 'javascript:alert(1)')).toBe('http://localhost:3000');
    expect(trustedOrigin(origins, 'http://127.0.0.1:3000/chemin')).toBeNull();
    expect(trustedOrigin(origins, 'ftp://127.0.0.1:3000')).toBeNull();
  });

  it('a specific listening address is trusted instead of the machine’s addresses', () => {
    const origins = shopOriginsFrom({ PORT: '80', HOST: '192.168.1.2' }, ['10.0.0.5']);
    expect(isTrustedHost(origins, '192.168.1.2')).toBe(true);
    expect(isTrustedHost(origins, '192.168.1.2:80')).toBe(true);
    expect(isTrustedHost(origins, '10.0.0.5:80')).toBe(false);
  });

  it('with PUBLIC_URL, every link is on it', () => {
    const origins = shopOriginsFrom({ PUBLIC_URL: 'https://cabas.example/', PORT: '3000' });
    expect(origins.canonical).toBe('https://cabas.example');
    expect(linkOrigin(origins, 'http://127.0.0.1:3000')).toBe('https://cabas.example');
    expect(isTrustedHost(origins, 'cabas.example')).toBe(true);
    expect(isTrustedHost(origins, 'localhost:3000')).toBe(false);
  });

  it('refuses a malformed ALLOWED_HOSTS entry at start-up', () => {
    expect(() => shopOriginsFrom({ ALLOWED_HOSTS: 'http://shop.example' })).toThrow(/ALLOWED_HOSTS/);
  });
});
