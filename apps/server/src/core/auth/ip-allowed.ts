import { BlockList, isIP } from 'node:net';

/** True when `ip` matches one of the allowed addresses or CIDR ranges (IPv4-mapped IPv6 is unwrapped). */
export function ipAllowed(ip: string, allowed: readonly string[]): boolean {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', prefix] = entry.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(base) === 0) continue;
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
