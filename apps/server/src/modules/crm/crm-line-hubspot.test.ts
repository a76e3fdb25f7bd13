import { lineUserIdProperty } from '@hubline/contract';
import { Client } from '@hubspot/api-client';
import { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true, hubspot: true });
});
afterAll(() => t.close());

describe('LINE friends on a hub that uses HubSpot', () => {
  it('a follow creates the contact in HubSpot, and messages land on its timeline as notes', async () => {
    const line = t.sandbox?.control;
    const hubspot = t.hubspot;
    if (!line || !hubspot) throw new Error('sandboxes missing');
    const { hubId, call } = await signedInMember(t);
    const portalId = (await call('PUT', '/crm/connection', { platform: 'sandbox' })).json().connection
      .portalId;
    const inHubspot = new Client({
      accessToken: hubspot.control.getPortal(Number(portalId)).accessToken,
      basePath: hubspot.url,
    });

    // Connected after the CRM switch: the account's LINE user id property is made in HubSpot.
    const channel = line.createChannel({ displayName: 'Sakura Cafe' });
    const created = await call('POST', '/line', {
      credentials: {
        platform: 'sandbox',
        channelId: channel.channelId,
        channelSecret: channel.channelSecret,
        tokenKind: 'long',
        accessToken: channel.accessToken,
      },
    });
    expect(created.statusCode).toBe(200);
    const property = lineUserIdProperty(1);
    expect((await inHubspot.crm.properties.coreApi.getByName('contacts', property)).name).toBe(property);

    const misaki = line.createUser({ displayName: '佐藤 美咲', language: 'ja' });
    await line.follow(channel.channelId, misaki.userId);
    const search = () =>
      inHubspot.crm.contacts.searchApi.doSearch({
        filterGroups: [
          { filters: [{ propertyName: property, operator: FilterOperatorEnum.Eq, value: misaki.userId }] },
        ],
        properties: ['firstname', property],
        limit: 10,
      });
    const found = await eventually(search, (page) => page.total === 1);
    expect(found.results[0]?.properties.firstname).toBe('佐藤 美咲');

    await line.sendMessage(channel.channelId, misaki.userId, {
      type: 'text',
      text: 'オーツミルクはありますか？',
    });
    const contactId = found.results[0]?.id ?? '';
    const notes = await eventually(
      () => t.deps.crm.notes.list(hubId, { contactId }),
      (items) => items.length > 0,
    );
    expect(notes.map((note) => note.body)).toEqual([
      'LINE (Sakura Cafe) 佐藤 美咲: オーツミルクはありますか？',
    ]);
  });
});
