import type { InboxEvent } from '@hubline/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInboxSettings } from '../api/get-inbox-settings';
import { inboxPath } from '../paths';
import { isNoticeWorthy } from './message-notice';

/** The browser's permission for notifications, undefined where the Notification API is missing. */
export const notificationPermission = () =>
  typeof Notification === 'undefined' ? undefined : Notification.permission;

/**
 * Shows a browser notification for a friend's new message while the inbox is open (inbox setting
 * "Notify about new messages"); clicking it brings the tab forward on that conversation.
 */
export function useMessageNotices(hubId: string, openVid: string | undefined) {
  const { t } = useTranslation('inbox');
  const settings = useInboxSettings(hubId);
  const navigate = useNavigate();
  return (event: InboxEvent) => {
    const context = {
      enabled: settings.data?.notifyNewMessages === true,
      permission: notificationPermission(),
      watching: document.hasFocus() ? openVid : undefined,
    };
    if (!isNoticeWorthy(event, context)) return;
    const { text } = event.message.payload;
    const notice = new Notification(
      event.message.senderName
        ? t('notice.titleFrom', { name: event.message.senderName })
        : t('notice.title'),
      {
        body: typeof text === 'string' ? text : t('preview.message'),
        // One notice per conversation: a newer message replaces the older one.
        tag: `${event.seq}/${event.vid}`,
      },
    );
    notice.onclick = () => {
      window.focus();
      navigate(inboxPath(hubId, event.seq, event.vid));
      notice.close();
    };
  };
}
