import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses outside the public internet, which server-side fetches of admin-given addresses
 * (knowledge imports, custom APIs of flows) refuse unless the host was allowed: this network,
 * private, carrier-grade NAT, loopback, link-local, IETF protocol assignments, documentation,
 * benchmarking, multicast and reserved ranges; in IPv6 the unspecified and loopback addresses,
 * unique-local, link-local, multicast, NAT64 and documentation prefixes.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

/** Whether an address is outside the public internet (IPv4-mapped IPv6 checked as IPv4; not an address: true). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A socket's DNS look-up that answers only public addresses (any, with `allowPrivate`): the check
 * runs on the addresses the connection will use, so a name that answers differently the second
 * time cannot slip through. A refused or empty answer fails the connection with `refusal()`.
 */
export function publicOnlyLookup(allowPrivate: boolean, refusal: () => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as { address: string; family: number }[];
      if (list.length === 0 || (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))) return callback(refusal() as NodeJS.ErrnoException, '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
