// The address a limit counts by. An IPv6 client usually holds a whole /64 (and can pick any
// address in it), so per-address limits count IPv6 by its /64 prefix; IPv4 (also IPv4-mapped
// IPv6) counts by the address itself.
import { isIPv6 } from 'node:net';

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = ip.includes('::') ? [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts] : headParts;
  return `${full.slice(0, 4).map((part) => part.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
