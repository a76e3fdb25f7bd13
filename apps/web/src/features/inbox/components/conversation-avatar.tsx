import type { InboxUser } from '@hubline/contract';
import GroupsIcon from '@mui/icons-material/Groups';
import { Avatar } from '@mui/material';

/** The friend's LINE picture, the first letter of the name without one, an icon for groups. */
export function ConversationAvatar({ user, size = 40 }: { user: InboxUser; size?: number }) {
  const group = user.chatType !== 'user';
  return (
    <Avatar src={user.pictureUrl ?? undefined} alt="" sx={{ width: size, height: size }}>
      {group ? <GroupsIcon /> : user.displayName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
