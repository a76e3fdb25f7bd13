import { Avatar } from '@mui/material';
import { initialOf } from '../format';

/** The bot's picture, or the first letter of its name on LINE green. */
export function AccountAvatar({
  name,
  icon,
  size = 48,
}: {
  name: string;
  icon: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={icon ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.light', fontWeight: 700, fontSize: size * 0.42 }}
    >
      {initialOf(name)}
    </Avatar>
  );
}
