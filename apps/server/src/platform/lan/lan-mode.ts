// LAN mode (LAN=1): everything server.ts needs to serve HTTPS to phones on the local network —
// the addresses, a certificate naming them, the pages that hand out the authority, and the
// banner with a QR code. Plain HTTP on localhost stays the default (see config.ts).
import { lanIpv4Addresses, certificateNamesFor } from './addresses';
import { lanBanner } from './announce';
import { ensureLanCertificates, type LanCertificates } from './certificates';
import { caFingerprint } from './lan-routes';

export interface LanMode {
  certificates: LanCertificates;
  addresses: string[];
  /** The addresses to print once listening on `port`. */
  banner(port: number): Promise<string>;
  caFingerprint: string;
}

export async function prepareLanMode(dataDir: string): Promise<LanMode> {
  const addresses = lanIpv4Addresses();
  const certificates = await ensureLanCertificates(dataDir, certificateNamesFor(addresses));
  return {
    certificates,
    addresses,
    caFingerprint: caFingerprint(certificates.caPem),
    banner: (port) => lanBanner(addresses.map((address) => `https://${address}:${port}`)),
  };
}
