import { useState, type FormEvent } from 'react';
import { useDeleteNoticeMutation, useNoticesQuery, useSaveNoticeMutation } from '../../api/api';
import type { Notice } from '../../api/types';
import { ConfirmButton, Field, FormResult, QueryView, when } from '../../components/ui';

/** The brand's notices, the site's news ticker (issue 16 item 2): add, edit, delete. */
export function NoticesEditor({ domainId }: { domainId: string }) {
  const query = useNoticesQuery(domainId);
  return (
    <section className="card" aria-labelledby="notices-title">
      <h2 id="notices-title">Notices</h2>
      <QueryView query={query} empty="No notices yet.">
        {(notices) => (
          <ol className="list">
            {notices.map((n, i) => (
              <li key={n.id}>
                <NoticeForm domainId={domainId} notice={n} position={i + 1} key={n.notice} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      <h3>Add a notice</h3>
      <NoticeForm domainId={domainId} key={query.data?.length ?? 0} />
    </section>
  );
}

function NoticeForm({
  domainId,
  notice,
  position,
}: {
  domainId: string;
  notice?: Notice;
  position?: number;
}) {
  const [text, setText] = useState(notice?.notice ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saved] = useSaveNoticeMutation();
  const [remove, removed] = useDeleteNoticeMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('The notice needs a text.');
    setProblem(null);
    const answer = await save({ domainId, id: notice?.id, notice: text.trim() });
    if (!notice && 'data' in answer) setText('');
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <Field
        label={notice ? `Notice ${position}` : 'New notice'}
        hint={notice ? `By ${notice.createdBy}, ${when(notice.createdAt)}` : undefined}
      >
        {(p) => (
          <input {...p} value={text} maxLength={500} size={50} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="btn" disabled={saved.isLoading}>
        {notice ? 'Save notice' : 'Add notice'}
      </button>
      {notice && (
        <ConfirmButton
          label="Delete notice"
          title="Delete this notice?"
          confirmLabel="Delete"
          busy={removed.isLoading}
          onConfirm={() => void remove({ domainId, id: notice.id })}
        >
          “{notice.notice}” leaves the site’s news ticker.
        </ConfirmButton>
      )}
      <FormResult problem={problem} error={saved.error ?? removed.error} />
    </form>
  );
}
