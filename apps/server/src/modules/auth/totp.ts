import { generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: 'Hubline', label: email, secret });
}

/**
 * The 30 s time step a code belongs to, or undefined when it is wrong. Accepts the current step and
 * one either side, for phones whose clock drifts a little, but none at or before `afterStep`.
 */
export async function totpStep(
  secret: string | null,
  code: string | undefined,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!secret || !code) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // otplib's result type covers HOTP too, whose results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
