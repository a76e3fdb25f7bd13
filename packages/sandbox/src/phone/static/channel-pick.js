/**
 * The channel the page opens on when the address names none: the newest one whose webhook is set
 * and on (the one a hub connected; a channel made and never connected has no webhook), else the
 * first one.
 */
export function defaultChannel(channels) {
  const connected = channels.filter((c) => c.webhook?.endpoint && c.webhook.active);
  const newest = connected.reduce((best, c) => (!best || c.createdAt > best.createdAt ? c : best), undefined);
  return (newest ?? channels[0])?.channelId;
}
