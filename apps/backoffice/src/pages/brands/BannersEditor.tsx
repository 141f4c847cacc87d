import { useState, type FormEvent } from 'react';
import { useBannersQuery, useDeleteBannerMutation, useSaveBannerMutation } from '../../api/api';
import type { Banner, BannerBody } from '../../api/types';
import { ConfirmDialog, Field, FormResult, QueryView, when } from '../../components/ui';

const MAX_BANNER_BYTES = 512 * 1024;

/** An ISO time as a datetime-local value (the operator's local time), '' for none. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO time, null for none. */
function isoOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

function fileData(file: File): Promise<{ contentType: string; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ contentType: file.type, data: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The brand's banners (issue 16 item 2): image upload, order and schedule; add, edit, delete. */
export function BannersEditor({ domainId }: { domainId: string }) {
  const query = useBannersQuery(domainId);
  return (
    <section className="card" aria-labelledby="banners-title">
      <h2 id="banners-title">Banners</h2>
      <QueryView query={query} empty="No banners yet.">
        {(banners) => (
          <ul className="list">
            {[...banners]
              .sort((a, b) => a.order - b.order)
              .map((b) => (
                <li key={b.id} className="banner">
                  <img src={b.imageUrl} alt={b.title || `Banner ${b.order}`} />
                  <BannerForm domainId={domainId} banner={b} />
                </li>
              ))}
          </ul>
        )}
      </QueryView>
      <h3>Add a banner</h3>
      <BannerForm
        domainId={domainId}
        key={query.data?.length ?? 0}
        nextOrder={(query.data?.length ?? 0) + 1}
      />
    </section>
  );
}

function BannerForm({
  domainId,
  banner,
  nextOrder = 1,
}: {
  domainId: string;
  banner?: Banner;
  nextOrder?: number;
}) {
  const [title, setTitle] = useState(banner?.title ?? '');
  const [order, setOrder] = useState(String(banner?.order ?? nextOrder));
  const [startsAt, setStartsAt] = useState(localInput(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localInput(banner?.endsAt ?? null));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [save, saved] = useSaveBannerMutation();
  const [remove, removed] = useDeleteBannerMutation();
  const label = banner ? ` of banner ${banner.order}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,4}$/.test(order.trim())) return setProblem('Order must be a whole number.');
    if (!banner && !file) return setProblem('Choose an image for the banner.');
    if (file && !/^image\/(png|jpeg|webp|svg\+xml)$/.test(file.type))
      return setProblem('The image must be a PNG, JPEG, WebP or SVG file.');
    if (file && file.size > MAX_BANNER_BYTES) return setProblem('The image must be at most 512 KB.');
    if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt))
      return setProblem('The end must come after the start.');
    setProblem(null);
    const body: BannerBody = {
      title: title.trim(),
      order: Number(order),
      startsAt: isoOf(startsAt),
      endsAt: isoOf(endsAt),
      ...(file ? { image: await fileData(file) } : {}),
    };
    await save({ domainId, id: banner?.id, body });
  };

  return (
    <form className="form form--row" onSubmit={submit} noValidate>
      <Field label={`Title${label}`}>
        {(p) => <input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label={`Order${label}`}>
        {(p) => <input {...p} inputMode="numeric" value={order} onChange={(e) => setOrder(e.target.value)} />}
      </Field>
      <Field label={`Shown from${label}`} hint={banner?.startsAt ? when(banner.startsAt) : 'Empty: now'}>
        {(p) => (
          <input
            {...p}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        )}
      </Field>
      <Field label={`Shown until${label}`} hint={banner?.endsAt ? when(banner.endsAt) : 'Empty: no end'}>
        {(p) => (
          <input {...p} type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        )}
      </Field>
      <Field label={`Image${label}`}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="btn" disabled={saved.isLoading}>
          {banner ? 'Save banner' : 'Add banner'}
        </button>
        {banner && (
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
            Delete banner
          </button>
        )}
      </div>
      {banner && (
        <ConfirmDialog
          open={confirming}
          title="Delete this banner?"
          confirmLabel="Delete"
          busy={removed.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void remove({ domainId, id: banner.id });
          }}
        >
          The banner leaves the site at once.
        </ConfirmDialog>
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
