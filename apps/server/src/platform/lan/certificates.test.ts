import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { certificateNamesFor, lanIpv4Addresses } from './addresses';
import { lanBanner } from './announce';
import { certificateNames, ensureLanCertificates, lanDirectory } from './certificates';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lan-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('LAN mode certificates', () => {
  it('makes an authority and a server certificate naming the addresses, which the authority signed', async () => {
    const dir = dataDir();
    const made = await ensureLanCertificates(dir, certificateNamesFor(['192.168.1.23']));
    expect(made.made).toEqual({ ca: true, leaf: true });
    expect(certificateNames(made.leaf)).toEqual({ ips: ['192.168.1.23', '127.0.0.1'], dnsNames: ['localhost'] });

    // Node's own X.509 code, not the library that wrote them, checks the chain and the names.
    const ca = new X509Certificate(made.caPem);
    const leaf = new X509Certificate(made.certPem);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkIP('192.168.1.23')).toBe('192.168.1.23');
    expect(leaf.checkHost('localhost')).toBe('localhost');
    expect(leaf.checkIP('192.168.1.24')).toBeUndefined();
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(leaf.checkPrivateKey((await import('node:crypto')).createPrivateKey(made.keyPem))).toBe(true);

    // The private keys are readable by their owner only.
    for (const file of ['ca.key', 'server.key']) {
      expect(fs.statSync(path.join(lanDirectory(dir), file)).mode & 0o777).toBe(0o600);
    }
  });

  it('keeps both certificates across starts while the addresses stay the same', async () => {
    const dir = dataDir();
    const first = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.5']));
    const second = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.5']));
    expect(second.made).toEqual({ ca: false, leaf: false });
    expect(second.leaf.serialNumber).toBe(first.leaf.serialNumber);
    expect(second.keyPem).toBe(first.keyPem);
  });

  it('makes a new server certificate, signed by the same authority, when the address changes or expiry nears', async () => {
    const dir = dataDir();
    const first = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.5']));
    const moved = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.77']));
    expect(moved.made).toEqual({ ca: false, leaf: true });
    expect(moved.caPem).toBe(first.caPem);
    expect(new X509Certificate(moved.certPem).checkIP('10.0.0.77')).toBe('10.0.0.77');
    expect(new X509Certificate(moved.certPem).verify(new X509Certificate(first.caPem).publicKey)).toBe(true);

    const nextYear = new Date(Date.now() + 380 * 86_400_000);
    const renewed = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.77']), nextYear);
    expect(renewed.made).toEqual({ ca: false, leaf: true });
    expect(renewed.leaf.notAfter.getTime()).toBeGreaterThan(moved.leaf.notAfter.getTime());
  });

  it('replaces a damaged certificate file instead of refusing to start', async () => {
    const dir = dataDir();
    await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.5']));
    fs.writeFileSync(path.join(lanDirectory(dir), 'server.crt'), 'not a certificate');
    const again = await ensureLanCertificates(dir, certificateNamesFor(['10.0.0.5']));
    expect(again.made).toEqual({ ca: false, leaf: true });
  });
});

describe('LAN mode addresses, banner and setting', () => {
  it('offers every external IPv4 address once and no loopback or IPv6', () => {
    const addresses = lanIpv4Addresses({
      lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '', internal: true, cidr: null }],
      wlan0: [
        { address: '192.168.1.23', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null },
        { address: 'fe80::1', netmask: 'ffff::', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 3 },
      ],
      eth0: [{ address: '10.0.0.5', netmask: '255.0.0.0', family: 'IPv4', mac: '', internal: false, cidr: null }],
    });
    expect(addresses).toEqual(['192.168.1.23', '10.0.0.5']);
  });

  it('prints the address, a QR code and where to get the authority', async () => {
    const banner = await lanBanner(['https://192.168.1.23:3000', 'https://10.0.0.5:3000']);
    expect(banner).toContain('  https://192.168.1.23:3000\n');
    expect(banner).toContain('https://10.0.0.5:3000  (another address');
    expect(banner).toContain('https://192.168.1.23:3000/lan/');
    expect(banner).toMatch(/[▀▄█]{7}/);
    expect(await lanBanner([])).toMatch(/no network address found/);
  });

  it('is off by default; LAN=1 listens on every interface unless HOST is set', () => {
    expect(loadConfig({})).toMatchObject({ LAN: false, HOST: '127.0.0.1' });
    expect(loadConfig({ LAN: '1' })).toMatchObject({ LAN: true, HOST: '0.0.0.0' });
    expect(loadConfig({ LAN: 'true', HOST: '192.168.1.23' })).toMatchObject({ LAN: true, HOST: '192.168.1.23' });
    expect(() => loadConfig({ LAN: 'yes' })).toThrow(/LAN: must be true or false/);
  });
});
