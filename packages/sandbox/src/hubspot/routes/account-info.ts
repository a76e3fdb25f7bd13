import type { FastifyInstance } from 'fastify';
import { hubspotRoute, portalOf } from '../route.ts';

/**
 * Account info v3 `GET /account-info/v3/details`: which portal a token belongs to, what a
 * connector reads when a token is pasted. Fields as HubSpot answers them.
 */
export function registerAccountInfoRoutes(app: FastifyInstance): void {
  hubspotRoute(app, 'GET', '/account-info/v3/details', (request) => {
    const portal = portalOf(request);
    return {
      portalId: portal.portalId,
      accountType: 'STANDARD',
      timeZone: 'Asia/Tokyo',
      companyCurrency: 'JPY',
      additionalCurrencies: [],
      utcOffset: '+09:00',
      utcOffsetMilliseconds: 32_400_000,
      uiDomain: 'app.hubspot.com',
      dataHostingLocation: 'na1',
    };
  });
}
