// The certificates of LAN mode (decision 0022): a small certificate authority made once per data
// directory, which the learner trusts once on their phone, and a server certificate it signs for
// this machine's current local addresses and localhost. Phones allow the microphone only on
// HTTPS pages, so without these Parley could not hear a learner who opens it over the network.
// The leaf is made again whenever the addresses change (a new DHCP lease) or it nears expiry,
// without touching the authority, so the phone keeps trusting it.
// @peculiar/x509 2.x resolves its ASN.1 parsers through tsyringe, which needs the Reflect
// metadata polyfill loaded before it; ES modules evaluate imports in order, so this comes first.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as x509 from '@peculiar/x509';

// Node's own WebCrypto does the key work (native code); @peculiar/x509 only writes the ASN.1.
x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

const KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;
const CA_DAYS = 3650;
// Apple refuses server certificates valid for more than 825 days even under a user-trusted CA.
const LEAF_DAYS = 397;
/** A leaf with less than this left is made again at start. */
const LEAF_RENEW_DAYS = 30;

export interface LanCertificates {
  /** PEM of the authority the learner installs on the phone. */
  caPem: string;
  /** The server certificate (PEM, followed by the authority so clients get the whole chain). */
  certPem: string;
  keyPem: string;
  /** The server certificate, for callers that read its names. */
  leaf: x509.X509Certificate;
  /** Whether this start made a new authority or server certificate (for the log). */
  made: { ca: boolean; leaf: boolean };
}

export interface LanNames {
  ips: string[];
  dnsNames: string[];
}

/** Where the files live: DATA_DIR/lan/. */
export function lanDirectory(dataDir: string): string {
  return path.join(dataDir, 'lan');
}

export async function ensureLanCertificates(dataDir: string, names: LanNames, now: Date = new Date()): Promise<LanCertificates> {
  const dir = lanDirectory(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = {
    caKey: path.join(dir, 'ca.key'),
    caCert: path.join(dir, 'ca.crt'),
    key: path.join(dir, 'server.key'),
    cert: path.join(dir, 'server.crt'),
  };

  let madeCa = false;
  let ca = await readAuthority(files.caKey, files.caCert);
  if (!ca || ca.cert.notAfter.getTime() < now.getTime() + LEAF_DAYS * DAY_MS) {
    ca = await makeAuthority(now);
    writePrivate(files.caKey, ca.keyPem);
    fs.writeFileSync(files.caCert, ca.cert.toString('pem'));
    madeCa = true;
  }

  let leaf = readCertificate(files.cert);
  let keyPem = fs.existsSync(files.key) ? fs.readFileSync(files.key, 'utf8') : null;
  const fresh = !madeCa && leaf !== null && keyPem !== null && leafStillFits(leaf, ca.cert, names, now);
  if (!fresh) {
    const made = await makeLeaf(ca, names, now);
    leaf = made.cert;
    keyPem = made.keyPem;
    writePrivate(files.key, keyPem);
    fs.writeFileSync(files.cert, leaf.toString('pem'));
  }
  const caPem = ca.cert.toString('pem');
  return { caPem, certPem: `${leaf!.toString('pem')}\n${caPem}\n`, keyPem: keyPem!, leaf: leaf!, made: { ca: madeCa, leaf: !fresh } };
}

/** The IP addresses and DNS names a certificate's subjectAltName lists. */
export function certificateNames(cert: x509.X509Certificate): LanNames {
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const entries = san?.names.toJSON() ?? [];
  return {
    ips: entries.filter((e) => e.type === 'ip').map((e) => e.value),
    dnsNames: entries.filter((e) => e.type === 'dns').map((e) => e.value),
  };
}

interface Authority {
  cert: x509.X509Certificate;
  privateKey: CryptoKey;
  keyPem: string;
}

async function readAuthority(keyFile: string, certFile: string): Promise<Authority | null> {
  const cert = readCertificate(certFile);
  if (!cert || !fs.existsSync(keyFile)) return null;
  const keyPem = fs.readFileSync(keyFile, 'utf8');
  const privateKey = await webcrypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(keyPem), KEY_ALGORITHM, false, ['sign']);
  return { cert, privateKey: privateKey as CryptoKey, keyPem };
}

function readCertificate(file: string): x509.X509Certificate | null {
  if (!fs.existsSync(file)) return null;
  try {
    return new x509.X509Certificate(fs.readFileSync(file, 'utf8'));
  } catch {
    // A damaged file is replaced rather than stopping the server.
    return null;
  }
}

function leafStillFits(leaf: x509.X509Certificate, ca: x509.X509Certificate, wanted: LanNames, now: Date): boolean {
  if (leaf.issuer !== ca.subject) return false;
  if (leaf.notAfter.getTime() - now.getTime() < LEAF_RENEW_DAYS * DAY_MS) return false;
  const have = certificateNames(leaf);
  const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);
  return same(have.ips, wanted.ips) && same(have.dnsNames, wanted.dnsNames);
}

async function makeAuthority(now: Date): Promise<Authority> {
  const keys = (await webcrypto.subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    // The name the learner sees in the phone's list of trusted certificates.
    name: `CN=Parley local CA (${now.toISOString().slice(0, 10)}), O=Parley`,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + CA_DAYS * DAY_MS),
    signingAlgorithm: KEY_ALGORITHM,
    keys,
    extensions: [
      // pathLength 0: it can sign server certificates and nothing that signs further.
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const keyPem = x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY');
  return { cert, privateKey: keys.privateKey, keyPem };
}

async function makeLeaf(ca: Authority, names: LanNames, now: Date): Promise<{ cert: x509.X509Certificate; keyPem: string }> {
  const keys = (await webcrypto.subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: `CN=${names.ips[0] ?? names.dnsNames[0] ?? 'localhost'}, O=Parley`,
    issuer: ca.cert.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + LEAF_DAYS * DAY_MS),
    signingAlgorithm: KEY_ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: ca.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...names.dnsNames.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(ca.cert),
    ],
  });
  const keyPem = x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY');
  return { cert, keyPem };
}

function writePrivate(file: string, pem: string): void {
  fs.writeFileSync(file, pem, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** 16 random bytes with the top bit clear, so the DER integer stays positive. */
function randomSerial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return Buffer.from(bytes).toString('hex');
}
