import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Step,
  StepLabel,
  Stepper,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from './logo';

interface StepperPageProps {
  title: string;
  subtitle?: string;
  steps: readonly string[];
  /** The step shown; steps.length (past the last) marks every step done, for a completion screen. */
  activeStep: number;
  closeLabel: string;
  closeTo: string;
  children: ReactNode;
}

/** A full-page wizard without the top bar: logo and close, the steps, then one card of content. */
export function StepperPage({
  title,
  subtitle,
  steps,
  activeStep,
  closeLabel,
  closeTo,
  children,
}: StepperPageProps) {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Logo size={26} />
        <Tooltip title={closeLabel}>
          <IconButton component={RouterLink} to={closeTo} aria-label={closeLabel}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="h1">{title}</Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <Stepper activeStep={activeStep} alternativeLabel sx={{ my: 4 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2, sm: 4 } } }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
