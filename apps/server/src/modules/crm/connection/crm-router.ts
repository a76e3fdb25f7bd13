import type { CrmPort } from '../crm.port.ts';

type Method = (hubId: string, ...rest: unknown[]) => unknown;

/**
 * One CrmPort over many: every call goes to the CRM of the hub it names (its first argument),
 * so features never ask which CRM a hub uses. `each` streams, so it is routed as a generator.
 */
export function routedCrm(shape: CrmPort, portFor: (hubId: string) => Promise<CrmPort>): CrmPort {
  const routed: Record<string, Record<string, Method>> = {};
  for (const [key, subPort] of Object.entries(shape)) {
    const pick = async (hubId: string) =>
      (await portFor(hubId))[key as keyof CrmPort] as unknown as Record<string, Method>;
    routed[key] = Object.fromEntries(
      Object.keys(subPort).map((name) => [
        name,
        name === 'each'
          ? async function* (hubId: string, ...rest: unknown[]) {
              yield* (await pick(hubId))[name]?.(hubId, ...rest) as AsyncIterable<unknown>;
            }
          : async (hubId: string, ...rest: unknown[]) => (await pick(hubId))[name]?.(hubId, ...rest),
      ]),
    );
  }
  // Built from `shape`'s own keys and methods, so it has CrmPort's shape.
  return routed as unknown as CrmPort;
}
