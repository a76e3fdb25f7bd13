import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The little of oidc-provider's API we use (the package ships no type declarations). */
interface OidcProvider {
  callback(): http.RequestListener;
}
type OidcProviderClass = new (issuer: string, configuration: object) => OidcProvider;

export interface LocalOpenIdProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, with one confidential client. Its
 * development login form accepts any login name and password: the name typed is the account id
 * and the email address of the ID token, which (like Google's) carries the email claims.
 */
export async function startOpenIdProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<LocalOpenIdProvider> {
  // A name the type checker does not resolve: the untyped package comes in as the interface above.
  const packageName = 'oidc-provider';
  const { default: Provider }: { default: OidcProviderClass } = await import(packageName);
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client authenticates a client with a secret by client_secret_post (Google accepts both).
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true, name: accountId }),
    }),
    // By default the ID token of a code flow holds only `sub` and the rest waits at userinfo;
    // Google's ID token carries the email, and that is what our client reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test' }] },
    cookies: { keys: ['local-provider-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Plays the browser at the provider: follows its redirects, signs in as `login` on its login form,
 * agrees on its consent form, and returns the redirect back to `redirectUri` (not followed).
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined; // the form to post to `url`, else a GET
  for (let step = 0; step < 12; step++) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      ...(form
        ? {
            method: 'POST',
            body: form,
            headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { headers: { cookie } }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = response.headers.get('location');
    const body = await response.text();
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(`${redirectUri}?`)) return next;
      [url, form] = [next.href, undefined];
      continue;
    }
    const [, action, inputs = ''] = body.match(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/) ?? [];
    if (response.status !== 200 || !action) throw new Error(`provider answered ${response.status}: ${body}`);
    form = new URLSearchParams();
    for (const [, name = '', value = ''] of inputs.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    ))
      form.set(name, value);
    if (inputs.includes('name="login"')) {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
  }
  throw new Error('the provider never redirected back to the client');
}
