/**
 * The console's action button: its label stays visible at every width, with its icon beside it.
 *
 * react-admin's own Button shows only its child icon below 600 px and drops MUI's `startIcon`, so a button given a
 * label and a start icon (or a label alone) rendered as an empty 24 × 24 box on a phone, with no accessible name
 * when disabled. This keeps react-admin's props (label, icon as child or `startIcon`, `alignIcon`) and MUI's look.
 */
import { forwardRef, type ReactNode } from 'react';
import { Button as MuiButton } from '@mui/material';
import { useTranslate, type ButtonProps } from 'react-admin';

export const Button = forwardRef<HTMLButtonElement, ButtonProps & { startIcon?: ReactNode }>(function Button(props, ref) {
  const { label, children, startIcon, alignIcon = 'left', size = 'small', color = 'primary', ...rest } = props;
  const translate = useTranslate();
  const icon = children ?? startIcon;
  const text = typeof label === 'string' ? translate(label, { _: label }) : label;
  return (
    <MuiButton
      ref={ref}
      size={size}
      color={color}
      startIcon={alignIcon === 'left' ? icon : undefined}
      endIcon={alignIcon === 'right' ? icon : undefined}
      {...(rest as object)}
    >
      {text}
    </MuiButton>
  );
}) as (typeof import('react-admin'))['Button'];
