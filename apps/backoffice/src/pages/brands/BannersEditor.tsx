import { useState, type FormEvent } from 'react';
import { base64Of } from './BrandPage';
import { useBannersQuery, useDeleteBannerMutation, useSaveBannerMutation } from '../../api/api';
import type { Banner, CreateBannerBody, UpdateBannerBody } from '../../api/types';
import { ConfirmButton, Field, FormResult, QueryView, when } from '../../components/ui';

const MAX_BANNER_BYTES = 200 * 1024;
const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;

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

/** The brand's banners (issue 16 item 2): image upload, order and schedule; add, edit, delete. */
export function BannersEditor({ domainId }: { domainId: string }) {
  const query = useBannersQuery(domainId);
  return (
    <section className="card" aria-labelledby="banners-title">
      <h2 id="banners-title">Banners</h2>
      <QueryView query={query} empty="No banners yet.">
        {(banners) => (
          <ul className="list">
            {banners.map((b, i) => (
              <li key={b.id} className="banner">
                <img src={b.url} alt={`Banner ${i + 1}`} />
                <span className={b.live ? 'badge' : 'badge badge--warn'}>
                  {b.live ? 'Showing now' : 'Not showing now'}
                </span>
                <BannerForm domainId={domainId} banner={b} position={i + 1} key={JSON.stringify(b)} />
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
  position,
  nextOrder = 0,
}: {
  domainId: string;
  banner?: Banner;
  position?: number;
  nextOrder?: number;
}) {
  const [order, setOrder] = useState(String(banner?.sortOrder ?? nextOrder));
  const [startsAt, setStartsAt] = useState(localInput(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localInput(banner?.endsAt ?? null));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saved] = useSaveBannerMutation();
  const [remove, removed] = useDeleteBannerMutation();
  const label = banner ? ` of banner ${position}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,4}$/.test(order.trim())) return setProblem('Order must be a whole number.');
    if (!banner && !file) return setProblem('Choose an image for the banner.');
    const type = file && IMAGE_TYPES.find((t) => t === file.type);
    if (file && !type) return setProblem('The image must be a PNG, JPEG, WebP or SVG file.');
    if (file && file.size > MAX_BANNER_BYTES) return setProblem('The image must be at most 200 KB.');
    if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt))
      return setProblem('The end must come after the start.');
    setProblem(null);
    const fields = { sortOrder: Number(order), startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) };
    const image = file && type ? { contentType: type, dataBase64: await base64Of(file) } : undefined;
    const body: CreateBannerBody | UpdateBannerBody = image ? { ...fields, ...image } : fields;
    const answer = await save({ domainId, id: banner?.id, body });
    if (!banner && 'data' in answer) setFile(null);
  };

  return (
    <form className="form form--row" onSubmit={submit} noValidate>
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
          <ConfirmButton
            label="Delete banner"
            title="Delete this banner?"
            confirmLabel="Delete"
            busy={removed.isLoading}
            onConfirm={() => void remove({ domainId, id: banner.id })}
          >
            The banner leaves the site at once.
          </ConfirmButton>
        )}
      </div>
      <FormResult problem={problem} error={saved.error ?? removed.error} />
    </form>
  );
}
