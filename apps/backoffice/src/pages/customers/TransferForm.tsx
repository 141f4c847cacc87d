import { useState, type FormEvent } from 'react';
import { useTransferMutation } from '../../api/api';
import { useIdempotencyKey } from '../../api/idempotency';
import type { TransferBody } from '../../api/types';
import { Field, FormResult, isAmount, money } from '../../components/ui';

/**
 * Credit or debit an account (issue 16 item 3; `POST /api/admin/wallet/transfer`): an amount
 * (currency units, > 0, at most 2 decimals) and a required remark, sent with an Idempotency-Key
 * that a retry of the same submission reuses (api/idempotency.ts), so a retry never moves money
 * twice.
 */
export function TransferForm({ userName, userId }: { userName: string; userId?: string }) {
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [transfer, { isLoading }] = useTransferMutation();
  const { keyFor, succeeded } = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!isAmount(amount)) return setProblem('Amount must be more than 0, with at most 2 decimals.');
    if (!remark.trim()) return setProblem('A remark is required for every credit and debit.');
    setProblem(null);
    const body: TransferBody = { userName, amount: Number(amount), direction, remark: remark.trim() };
    const answer = await transfer({ body, idempotencyKey: keyFor(body), userId });
    if ('data' in answer && answer.data) {
      succeeded();
      setFailed(null);
      setAmount('');
      setRemark('');
      setDone(`${answer.data.message}. New balance: ${money(answer.data.data.balance)}.`);
    } else {
      setFailed(answer.error);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="transfer-title">
      <h2 id="transfer-title">Credit or debit</h2>
      <fieldset className="radios">
        <legend>Direction</legend>
        <label>
          <input
            type="radio"
            name="direction"
            value="credit"
            checked={direction === 'credit'}
            onChange={() => setDirection('credit')}
          />{' '}
          Credit
        </label>
        <label>
          <input
            type="radio"
            name="direction"
            value="debit"
            checked={direction === 'debit'}
            onChange={() => setDirection('debit')}
          />{' '}
          Debit
        </label>
      </fieldset>
      <Field label="Amount">
        {(p) => (
          <input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </Field>
      <Field label="Remark" hint="Required: why the balance changes.">
        {(p) => (
          <input {...p} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} required />
        )}
      </Field>
      <FormResult problem={problem} error={failed} success={done} />
      {failed !== null && (
        <p className="muted">Submitting the same transfer again retries it: the money moves at most once.</p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {isLoading ? 'Sending...' : direction === 'credit' ? 'Credit balance' : 'Debit balance'}
      </button>
    </form>
  );
}
