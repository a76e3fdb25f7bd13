import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface IpListEditorProps {
  entries: string[];
  onChange: (entries: string[]) => void;
  yourIp: string;
}

/** Add and remove allowed addresses or CIDR ranges; the server validates each one on save. */
export function IpListEditor({ entries, onChange, yourIp }: IpListEditorProps) {
  const { t } = useTranslation('account');
  const [draft, setDraft] = useState('');

  const add = (value: string) => {
    const entry = value.trim();
    if (entry && !entries.includes(entry)) onChange([...entries, entry]);
    setDraft('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('ip.entry')}
          placeholder="203.0.113.0/24"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" disabled={!draft.trim()}>
          {t('ip.add')}
        </Button>
        {!entries.includes(yourIp) && <Button onClick={() => add(yourIp)}>{t('ip.addMine')}</Button>}
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('ip.empty')}
        </Typography>
      ) : (
        <List dense sx={{ mt: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
          {entries.map((entry) => (
            <ListItem
              key={entry}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('ip.remove', { ip: entry })}
                  onClick={() => onChange(entries.filter((other) => other !== entry))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={entry} slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
