import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';

interface EntryListEditorProps {
  entries: string[];
  onChange: (entries: string[]) => void;
  /** The field's label, an example as placeholder, the empty list's text, each remove button's name. */
  texts: {
    entry: string;
    placeholder: string;
    add: string;
    empty: string;
    remove: (entry: string) => string;
  };
  /** A one-click entry (e.g. "Add my IP address"), offered while the list lacks it. */
  suggestion?: { label: string; value: string };
}

/** Add and remove entries of a list setting (IP addresses, link domains); the server validates each one on save. */
export function EntryListEditor({ entries, onChange, texts, suggestion }: EntryListEditorProps) {
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
          label={texts.entry}
          placeholder={texts.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" disabled={!draft.trim()}>
          {texts.add}
        </Button>
        {suggestion && !entries.includes(suggestion.value) && (
          <Button onClick={() => add(suggestion.value)}>{suggestion.label}</Button>
        )}
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {texts.empty}
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
                  aria-label={texts.remove(entry)}
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
