// LAN mode's two pages outside the web app: /lan/ tells the learner how to trust Parley's local
// certificate authority on their phone, and /lan/parley-ca.crt hands it over. They are plain
// HTML from the server (not the React app) so they work before anything else does on the phone.
import { X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CA_DOWNLOAD_PATH = '/lan/parley-ca.crt';

export function registerLanRoutes(app: FastifyInstance, { caPem }: { caPem: string }): void {
  const der = new X509Certificate(caPem).raw;
  const fingerprint = caFingerprint(caPem);
  const page = trustPage(fingerprint);

  app.get(CA_DOWNLOAD_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      // This type makes iOS Safari offer the certificate as a profile to install, and Android
      // hand it to the certificate installer.
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="parley-ca.crt"')
      .header('cache-control', 'no-store')
      .send(der),
  );
  app.get('/lan', { schema: { hide: true } }, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page));
}

/** SHA-256 of the authority's DER, in the colon form phones show in certificate details. */
export function caFingerprint(caPem: string): string {
  return new X509Certificate(caPem).fingerprint256;
}

function trustPage(fingerprint: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trust Parley on this phone</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem calc(1rem + env(safe-area-inset-right)) 2rem calc(1rem + env(safe-area-inset-left))}
a.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1677ff;color:#fff;text-decoration:none;font-weight:600}
code{word-break:break-all;font-size:.8rem}li{margin:.25rem 0}</style></head>
<body>
<h1>Trust Parley on this phone</h1>
<p>Phones only let a page use the microphone over a secure connection. Parley made a small certificate
authority on the computer it runs on; trust it once on this phone and the warning goes away for good.</p>
<p><a class="button" href="${CA_DOWNLOAD_PATH}" download>Download the certificate</a></p>
<p>Its SHA-256 fingerprint (compare it with what the phone shows):<br><code>${fingerprint}</code></p>
<h2>iPhone and iPad (Safari)</h2>
<ol><li>Tap <b>Download the certificate</b> above in Safari, then <b>Allow</b>.</li>
<li>Settings → General → VPN &amp; Device Management → <b>Parley local CA</b> → Install.</li>
<li>Settings → General → About → Certificate Trust Settings → turn on <b>Parley local CA</b>.</li>
<li>Open Parley again: the address the computer printed.</li></ol>
<h2>Android (Chrome)</h2>
<ol><li>Tap <b>Download the certificate</b> above.</li>
<li>Settings → Security (or Security &amp; privacy) → More security settings → Encryption &amp; credentials →
Install a certificate → <b>CA certificate</b> → Install anyway, and pick <code>parley-ca.crt</code>.
(The menu names vary by maker: search Settings for “CA certificate”.)</li>
<li>Open Parley again in Chrome.</li></ol>
<h2>A computer</h2>
<ul><li>macOS: open the file, add it to the System keychain, and set it to <b>Always Trust</b>.</li>
<li>Windows: open the file → Install Certificate → Local Machine → Trusted Root Certification Authorities.</li>
<li>Chrome or Edge on Linux: Settings → Privacy and security → Security → Manage certificates → Authorities → Import.</li>
<li>Firefox: Settings → Privacy &amp; Security → Certificates → View Certificates → Authorities → Import.</li></ul>
<h2>When you are done</h2>
<p>The authority's private key stays on the computer (in Parley's data folder, <code>lan/ca.key</code>). Anyone who
had it could pretend to be any website to this phone, so keep it private, and remove the certificate from the
phone when you stop using Parley this way (same menus as above).</p>
</body></html>
`;
}
