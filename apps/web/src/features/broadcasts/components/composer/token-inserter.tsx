import DataObjectIcon from '@mui/icons-material/DataObject';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSERTABLE_TOKENS, tokenOf } from '../../rules/contact-tokens';

/** A menu of contact tokens ({{firstname}} ...) to put into a text where the caret is. */
export function TokenInserter({ onInsert }: { onInsert: (token: string) => void }) {
  const { t } = useTranslation('broadcastComposer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" startIcon={<DataObjectIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('message.insertToken')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {INSERTABLE_TOKENS.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              onInsert(tokenOf(name));
              setAnchor(null);
            }}
          >
            {tokenOf(name)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
