import { newPasswordHint } from '../pages/auth/passwordRules';
import { TextField } from './TextField';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (password: string) => void;
  onConfirmationChange: (confirmation: string) => void;
  errors: { password?: string | null; confirmation?: string | null };
}

/** The new password and its confirmation, as the reset-password page and the profile settings ask them. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
        hint={newPasswordHint}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={errors.confirmation}
      />
    </>
  );
}
