// What LAN mode prints at start: the address to open on the phone, as text and as a QR code the
// phone's camera opens, and where to get the certificate authority to trust once.
import QRCode from 'qrcode';

export async function lanBanner(urls: string[]): Promise<string> {
  if (urls.length === 0) {
    return 'Parley LAN mode: no network address found (is this machine connected to Wi-Fi or Ethernet?).';
  }
  const [first, ...others] = urls as [string, ...string[]];
  // `small` draws two rows per character with half blocks, so the code fits an 80×24 terminal.
  const qr = await QRCode.toString(first, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
  return [
    '',
    'Parley is on your network. On your phone (same Wi-Fi), scan this code or open:',
    `  ${first}`,
    ...others.map((url) => `  ${url}  (another address of this machine)`),
    qr,
    `First time on this phone? Open ${first}/lan/ for the certificate to trust once (steps for iPhone and Android).`,
    '',
  ].join('\n');
}
