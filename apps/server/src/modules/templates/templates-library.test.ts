import { librarySuite } from '../../test/library-suite.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';
import { TEMPLATE_PATHS } from './template-library.ts';

// The shared library behaviour (folders, search and paging, bulk actions, refusals) on quick replies.
librarySuite({
  name: 'Quick replies',
  paths: TEMPLATE_PATHS,
  permission: 'permissionTemplates',
  async create(t, member, name) {
    const { account } = await givenLineAccount(t, member.hubId);
    const response = await member.call('POST', '/template', {
      name,
      accountIds: [account.id],
      body: 'Hi {{firstname}}',
    });
    if (response.statusCode !== 200) throw new Error(`not created: ${response.body}`);
    return response.json().template.id;
  },
});
