import { AVATAR_MAX_BYTES } from '@hubline/contract';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Avatar, Box, Button, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { AVATAR_TYPES, useUpdateAvatar } from '../api/update-avatar';

const isAvatarType = (type: string) => (AVATAR_TYPES as readonly string[]).includes(type);

/** PNG or JPEG up to 5 MB, checked here first so a wrong file never leaves the browser. */
export function AvatarUpload({ name, avatar }: { name: string; avatar: string | null }) {
  const { t } = useTranslation('profile');
  const upload = useUpdateAvatar();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAvatarType(file.type)) {
      showToast('error', t('file.invalidType', { ns: 'server', types: 'PNG, JPEG' }));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      showToast('error', t('file.tooLarge', { ns: 'server', max: '5 MB' }));
      return;
    }
    upload.mutate(file);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: 160 }}>
      <Avatar
        src={avatar ?? undefined}
        alt={t('avatar.alt')}
        sx={{ width: 88, height: 88, fontSize: 36, bgcolor: 'secondary.main' }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Button
        component="label"
        size="small"
        variant="outlined"
        startIcon={<PhotoCameraOutlinedIcon />}
        loading={upload.isPending}
      >
        {t('avatar.change')}
        <input hidden type="file" accept={AVATAR_TYPES.join(',')} onChange={onFile} />
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('avatar.hint')}
      </Typography>
    </Box>
  );
}
