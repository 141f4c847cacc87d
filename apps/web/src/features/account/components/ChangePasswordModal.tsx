import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../../shared/errors';
import { Modal } from '../../../shared/Modal';
import { toast } from '../../../shared/toast';
import { useUpdatePasswordMutation } from '../api';
import { PASSWORD_FAILED_TEXT, PASSWORD_FIELDS_REQUIRED_TEXT, PASSWORD_UPDATED_TEXT } from '../messages';
import '../account.css';

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

/**
 * The change-password modal (docs/rules/specification.md §2 Password screens, §5): currentPassword, newPassword and
 * confirmPassword, all required; Yes submits, No cancels. Success toasts 'Password Updated
 * Successfully!' and closes; a refusal toasts the server's message (docs/rules/specification.md §8) and stays open.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [missing, setMissing] = useState(false);
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (FIELDS.some((f) => values[f.name] === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const answer = await update(values).unwrap();
      toast.success(answer.message || PASSWORD_UPDATED_TEXT);
      onClose();
    } catch (error) {
      toast.error(serverMessage(error) ?? PASSWORD_FAILED_TEXT);
    }
  };

  return (
    <Modal
      title="Change Password"
      onClose={onClose}
      testId="change-password-modal"
      footer={
        <>
          <button
            type="submit"
            form={formId}
            className="btn btn--primary"
            data-testid="password-yes"
            disabled={isLoading}
          >
            {isLoading ? 'Updating...' : 'Yes'}
          </button>
          <button type="button" className="btn btn--ghost" data-testid="password-no" onClick={onClose}>
            No
          </button>
        </>
      }
    >
      <form id={formId} className="acc-password-form" noValidate onSubmit={(e) => void submit(e)}>
        {FIELDS.map((f, i) => (
          <label key={f.name} className="acc-field acc-field--block">
            <span>{f.label}</span>
            <input
              type="password"
              name={f.name}
              data-testid={f.name}
              autoComplete={f.autoComplete}
              required
              aria-invalid={missing && values[f.name] === '' ? true : undefined}
              {...(i === 0 ? { 'data-autofocus': true } : {})}
              value={values[f.name]}
              onChange={(e) => setValues((old) => ({ ...old, [f.name]: e.target.value }))}
            />
          </label>
        ))}
        {missing ? (
          <p className="field-error" role="alert">
            {PASSWORD_FIELDS_REQUIRED_TEXT}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
