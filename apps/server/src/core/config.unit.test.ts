import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('OUTBOUND_TRUSTED_ORIGINS', () => {
  it.each([
    [undefined, []],
    ['http://intranet:8080', ['http://intranet:8080']],
    ['http://10.0.0.5:9000, https://hooks.internal', ['http://10.0.0.5:9000', 'https://hooks.internal']],
  ])('reads %j as %j', (value, origins) => {
    expect(loadConfig({ OUTBOUND_TRUSTED_ORIGINS: value }).outbound.trustedOrigins).toEqual(origins);
  });

  it.each(['not a url', 'http://intranet:8080/path', 'http://intranet/'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ OUTBOUND_TRUSTED_ORIGINS: value })).toThrow(ConfigError);
  });
});
