// The public face of news (product news and each user's notifications): any file of this module
// may query its own tables; other modules reach them only through the functions offered here.
export { publishBanner, publishNews } from './news.repository.ts';
export { notify } from './notify.ts';
export { unreadCountColumns } from './unread-counts.ts';
