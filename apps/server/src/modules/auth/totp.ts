import { generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: 'Hubline', label: email, secret });
}

/** Accepts the current 30 s step and one step either side, for phones whose clock drifts a little. */
export async function totpValid(secret: string | null, code: string | undefined): Promise<boolean> {
  if (!secret || !code) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return result.valid;
}
