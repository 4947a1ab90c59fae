import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must not reach: loopback, private, link-local, unique-local, and the like. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1). */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2], 16);
  const low = Number.parseInt(match[3], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0];
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) {
    const inner = embeddedIpv4(bare);
    if (inner) return blocked.check(inner, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true;
}
