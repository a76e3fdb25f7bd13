import { randomUUID } from 'node:crypto';

/**
 * HubSpot's error responses (TWILIO-HUBSPOT-FACTS B9; HS-OAS `Error`, `ErrorDetail`): every body
 * carries `status: "error"`, a `message`, a `correlationId` (uuid) and a `category`; validation
 * failures list `errors: [{ message, code?, in?, context? }]`. Clients (and @hubspot/api-client's
 * retry decorator) key on `category`, `message` and, for 429, `policyName`.
 */
export interface ErrorDetail {
  message: string;
  code?: string;
  in?: string;
  subCategory?: string;
  context?: Record<string, string[]>;
}

export interface HubspotErrorBody {
  status: 'error';
  message: string;
  correlationId: string;
  /** Absent on 429 bodies (B9). */
  category?: string;
  subCategory?: string;
  errors?: ErrorDetail[];
  context?: Record<string, string[]>;
  links?: Record<string, string>;
  errorType?: string;
  policyName?: string;
  requestId?: string;
}

/** Thrown anywhere in a HubSpot route; the error handler answers it as is. */
export class HubspotError extends Error {
  constructor(
    readonly status: number,
    readonly body: HubspotErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

type Extra = Omit<Partial<HubspotErrorBody>, 'status' | 'message' | 'category' | 'correlationId'>;

export function hubspotError(
  status: number,
  category: string,
  message: string,
  extra: Extra = {},
): HubspotError {
  return new HubspotError(status, {
    status: 'error',
    message,
    correlationId: randomUUID(),
    category,
    ...extra,
  });
}

/** A property-level problem, as HubSpot lists them inside "Property values were not valid". */
export interface PropertyProblem {
  name: string;
  code: string;
  message: string;
}

export const hubspotErrors = {
  /** Missing or unknown token: HubSpot answers the same 401 for both. */
  unauthorized: () =>
    hubspotError(
      401,
      'INVALID_AUTHENTICATION',
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
    ),
  /** An OAuth access token past its 30 minutes. */
  expiredToken: (agoMs: number) =>
    hubspotError(
      401,
      'EXPIRED_AUTHENTICATION',
      `The OAuth token used to make this call expired ${Math.floor(agoMs / 60_000)} minute(s) ago.`,
    ),
  validation: (message: string, errors?: ErrorDetail[]) =>
    hubspotError(400, 'VALIDATION_ERROR', message, errors ? { errors } : {}),
  /** The shape of B9's example: the problems JSON-encoded in the message and listed in `errors`. */
  invalidProperties: (problems: PropertyProblem[]) =>
    hubspotError(
      400,
      'VALIDATION_ERROR',
      `Property values were not valid: ${JSON.stringify(
        problems.map((p) => ({ isValid: false, message: p.message, error: p.code, name: p.name })),
      )}`,
      {
        errors: problems.map((p) => ({
          message: p.message,
          code: p.code,
          context: { propertyName: [p.name] },
        })),
      },
    ),
  objectNotFound: (id: string) =>
    hubspotError(404, 'OBJECT_NOT_FOUND', 'Object not found.  objectId are usually numeric.', {
      context: { id: [id] },
    }),
  notFound: (message: string) => hubspotError(404, 'OBJECT_NOT_FOUND', message),
  unknownObjectType: (objectType: string) =>
    hubspotError(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${objectType}`),
  conflict: (message: string) => hubspotError(409, 'CONFLICT', message),
  tooManyInputs: (max: number, got: number) =>
    hubspotError(400, 'VALIDATION_ERROR', `Too many inputs: ${got} (the limit is ${max})`, {
      errors: [
        { message: `inputs must contain at most ${max} items`, code: 'TOO_MANY_INPUTS', in: 'inputs' },
      ],
    }),
  internal: () => hubspotError(500, 'INTERNAL_ERROR', 'Internal Server Error', {}),
};
