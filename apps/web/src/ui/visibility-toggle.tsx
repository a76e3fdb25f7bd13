import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';

interface VisibilityToggleProps {
  visible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}

/** The eye at the end of a secret's field: shows or hides what is typed. */
export function VisibilityToggle({ visible, onToggle, showLabel, hideLabel }: VisibilityToggleProps) {
  const label = visible ? hideLabel : showLabel;
  return (
    <InputAdornment position="end">
      <Tooltip title={label}>
        <IconButton edge="end" aria-label={label} onClick={onToggle}>
          {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}
