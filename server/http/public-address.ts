// Where the server may post on a borrower's say-so (a Web Push endpoint): public addresses only.
// The spelling of a name proves nothing (`localhost.`, a name whose DNS points home, a rebinding
// answer), so the check is on the addresses the name resolves to when the request is made, and the
// connection goes to the address that was checked (a `lookup` for node's http and net).
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Resolves a host name to its addresses (node's dns.lookup by default; a stub in tests). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver, every address of the name. */
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; Alibaba's metadata service is 100.100.100.200
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local; the metadata service of AWS, GCP, Azure and Oracle is 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback, and the old IPv4-compatible form (judged again below as IPv4)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: hides an address
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local; AWS's metadata service is fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True when `address` (IPv4 or IPv6 text) is a public unicast address; false for anything local, private, reserved or unparsable. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/%.*$/, ''); // an IPv6 zone names a local interface
  const kind = isIP(ip);
  if (kind === 4) return !blocked.check(ip, 'ipv4');
  if (kind !== 6) return false;
  const v4 = embeddedIPv4(ip);
  if (v4 !== null && !isPublicAddress(v4)) return false;
  if (isMappedOrNat64(ip)) return true; // it reaches exactly the IPv4 address just judged
  return !blocked.check(ip, 'ipv6');
}

// The 16 bytes of an IPv6 address (the trailing dotted quad form included).
function ipv6Bytes(ip: string): number[] {
  let text = ip.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1].split('.').map(Number);
    text = text.slice(0, -quad[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const groups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head),
    right = tail === null ? [] : groups(tail);
  const all = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

const startsWith = (b: number[], prefix: number[]) => prefix.every((v, i) => b[i] === v);
const MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const COMPATIBLE = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const NAT64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];

// IPv4-mapped (::ffff:a.b.c.d) and well-known NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
function isMappedOrNat64(ip: string): boolean {
  const b = ipv6Bytes(ip);
  return startsWith(b, MAPPED) || startsWith(b, NAT64);
}

// The IPv4 address an IPv6 one carries: mapped, compatible, NAT64 (last 32 bits) or 6to4 (bits 16-47).
function embeddedIPv4(ip: string): string | null {
  const b = ipv6Bytes(ip);
  if (startsWith(b, MAPPED) || startsWith(b, COMPATIBLE) || startsWith(b, NAT64)) return b.slice(12).join('.');
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return null;
}

/** Thrown (as the lookup's error) for a name with no public address. */
export class NotPublicAddress extends Error {
  readonly code = 'ENOTPUBLIC';
}

/**
 * A `lookup` for node's http, https and net: resolves the name with `resolve` and answers its
 * first address only when every address it has is public, so the connection goes where the check looked.
 */
export function publicLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (!found.length || !found.every((a) => isPublicAddress(a.address)))
          return callback(new NotPublicAddress(`${hostname} does not resolve to public addresses only`), '', 0);
        const family = (options as { family?: number }).family;
        const usable = found.filter((a) => !family || a.family === family);
        if (!usable.length) return callback(new NotPublicAddress(`${hostname} has no IPv${family} address`), '', 0);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, all: typeof usable) => void)(null, usable);
        callback(null, usable[0].address, usable[0].family);
      },
      (e: NodeJS.ErrnoException) => callback(e, '', 0),
    );
  };
}
