import { useState } from 'react';
import { staffEmailSchema, type User } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Field, inputClass } from '../../../components/Field';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAddAccountEmail } from '../api';
import { DialogActions, DialogForm } from '../bookings/dialog-parts';

/**
 * Giving an account made without an e-mail address (a walk-in customer) its address: the customer
 * is sent a link to set a password. The address is checked as the server checks it; a refusal
 * (another account has it) stays in the dialog.
 */
export function AddEmailDialog({ user, onClose, onAdded }: { user: User | null; onClose: () => void; onAdded: (message: string) => void }) {
  const m = usePageMessages();
  return (
    <StaffDialog open={user !== null} title={user ? m.staffAreaUi.users.addEmailFor(user.username) : m.staffAreaUi.users.addEmail} onClose={onClose}>
      {user && <AddEmailForm key={user._id} user={user} onClose={onClose} onAdded={onAdded} />}
    </StaffDialog>
  );
}

function AddEmailForm({ user, onClose, onAdded }: { user: User; onClose: () => void; onAdded: (message: string) => void }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.users;
  const add = useAddAccountEmail();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = staffEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setFailure(null);
    add.mutate(
      { id: user._id, email: parsed.data.email },
      { onSuccess: (saved) => onAdded(T.emailAdded(saved.email ?? parsed.data.email)), onError: (error) => setFailure(errorText(error)) },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <p>{T.addEmailHint}</p>
        <Field id="account-email" label={m.fields.email} error={problem} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              autoFocus
              className={inputClass}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={m.staffUi.cancel} onClose={onClose} disabled={add.isPending}>
        {add.isPending ? T.addEmailSaving : T.addEmailSave}
      </DialogActions>
    </DialogForm>
  );
}
