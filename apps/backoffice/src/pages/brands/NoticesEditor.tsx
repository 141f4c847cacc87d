import { useState, type FormEvent } from 'react';
import { useDeleteNoticeMutation, useNoticesQuery, useSaveNoticeMutation } from '../../api/api';
import type { Notice } from '../../api/types';
import { ConfirmDialog, Field, FormResult, QueryView } from '../../components/ui';

/** The brand's notices, the site's news ticker (issue 16 item 2): add, edit, switch off, delete. */
export function NoticesEditor({ domainId }: { domainId: string }) {
  const query = useNoticesQuery(domainId);
  return (
    <section className="card" aria-labelledby="notices-title">
      <h2 id="notices-title">Notices</h2>
      <QueryView query={query} empty="No notices yet.">
        {(notices) => (
          <ul className="list">
            {notices.map((n) => (
              <li key={n.id}>
                <NoticeForm domainId={domainId} notice={n} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <h3>Add a notice</h3>
      <NoticeForm domainId={domainId} key={query.data?.length ?? 0} />
    </section>
  );
}

function NoticeForm({ domainId, notice }: { domainId: string; notice?: Notice }) {
  const [text, setText] = useState(notice?.text ?? '');
  const [active, setActive] = useState(notice?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [save, saved] = useSaveNoticeMutation();
  const [remove, removed] = useDeleteNoticeMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('The notice needs a text.');
    setProblem(null);
    await save({ domainId, id: notice?.id, text: text.trim(), active });
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <Field label={notice ? 'Notice text' : 'New notice text'}>
        {(p) => <input {...p} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Shown
      </label>
      <button type="submit" className="btn" disabled={saved.isLoading}>
        {notice ? 'Save notice' : 'Add notice'}
      </button>
      {notice && (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
            Delete notice
          </button>
          <ConfirmDialog
            open={confirming}
            title="Delete this notice?"
            confirmLabel="Delete"
            busy={removed.isLoading}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void remove({ domainId, id: notice.id });
            }}
          >
            “{notice.text}” leaves the site’s news ticker.
          </ConfirmDialog>
        </>
      )}
      {problem && (
        <p className="state state--error" role="alert">
          {problem}
        </p>
      )}
      <FormResult error={saved.error ?? removed.error} />
    </form>
  );
}
