/** What a chat link carries: the conversation (account `seq`, conversation `vid`) and its one-time token. */
export interface ChatLink {
  seq: number;
  vid: string;
  ott: string;
}

/** `?seq=&vid=&ott=` of a chat link; null when a part is missing or malformed (the link is refused). */
export function parseChatLink(search: string): ChatLink | null {
  const query = new URLSearchParams(search);
  const seq = Number(query.get('seq'));
  const vid = query.get('vid') ?? '';
  const ott = query.get('ott') ?? '';
  if (!Number.isInteger(seq) || seq < 1 || !vid || !ott) return null;
  return { seq, vid, ott };
}
