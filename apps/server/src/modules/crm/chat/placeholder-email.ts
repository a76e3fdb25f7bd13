/**
 * Account option "placeholder email address": a contact made for a LINE friend gets an address
 * under `.invalid`, a top-level domain reserved never to resolve (RFC 2606), so no mail can ever
 * reach anyone. It is unique per friend (their LINE user id, lowercased as CRMs store emails), so
 * CRMs that require an email, or keep it unique (HubSpot), accept one contact per friend.
 */
export function placeholderEmail(lineUserId: string) {
  return `${lineUserId.toLowerCase()}@line-friend.invalid`;
}
