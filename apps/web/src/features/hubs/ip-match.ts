function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/**
 * Whether an allowed-IP entry (address or CIDR range) covers `ip`, so the page can warn before an
 * administrator locks themself out. IPv4 ranges are computed; IPv6 entries match exactly.
 */
export function entryCovers(entry: string, ip: string): boolean {
  const [base = '', bits] = entry.trim().split('/');
  if (bits === undefined) return base.toLowerCase() === ip.toLowerCase();
  const start = ipv4ToNumber(base);
  const address = ipv4ToNumber(ip);
  const prefix = Number(bits);
  if (start === null || address === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 32)
    return false;
  const size = 2 ** (32 - prefix);
  return Math.floor(start / size) === Math.floor(address / size);
}

export function listCovers(entries: readonly string[], ip: string): boolean {
  return entries.some((entry) => entryCovers(entry, ip));
}
