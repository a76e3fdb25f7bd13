// The public face of tags: any file of tags may query its own tables (tags and which friend carries
// which); other modules reach them only through the functions exported here.

export { tagsOfFriends } from './friend-tags.ts';
export { friendsTaggedWith } from './tag-joins.ts';
