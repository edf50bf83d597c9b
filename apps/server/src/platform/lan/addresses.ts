// The addresses a phone on the same network can reach this machine at: every IPv4 address of a
// network interface that is up and not loopback. IPv6 link-local addresses need a zone id that
// phones cannot type or scan, so they are left out.
import os from 'node:os';

export function lanIpv4Addresses(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): string[] {
  const found: string[] = [];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal && !found.includes(entry.address)) found.push(entry.address);
    }
  }
  return found;
}

/** What the server certificate must name: those addresses, plus localhost for this machine's own browser. */
export function certificateNamesFor(addresses: string[]): { ips: string[]; dnsNames: string[] } {
  return { ips: [...addresses, '127.0.0.1'], dnsNames: ['localhost'] };
}
