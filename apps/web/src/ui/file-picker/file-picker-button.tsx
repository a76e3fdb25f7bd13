import type { LibraryFile } from '@hubline/contract';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerDialog, type PickedKind } from './file-picker-dialog';

/** "Choose from Files" beside a place an image or video URL goes: the picked file's public URL fills it. */
export function FilePickerButton({
  accept,
  onPick,
}: {
  accept: PickedKind;
  onPick: (file: LibraryFile) => void;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FolderOpenIcon />}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t(accept === 'image' ? 'filePicker.pickImage' : 'filePicker.pickVideo')}
      </Button>
      <FilePickerDialog open={open} accept={accept} onPick={onPick} onClose={() => setOpen(false)} />
    </>
  );
}
