import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useBrandsQuery,
  useCreateBrandMutation,
  useSetBrandStatusMutation,
  useUpdateBrandMutation,
  useUploadLogoMutation,
} from '../../api/api';
import { LAYOUT_OPTIONS, type Brand, type CreateBrandBody, type LayoutName } from '../../api/types';
import { ErrorState, Field, FormResult, Loading } from '../../components/ui';
import { BannersEditor } from './BannersEditor';
import { BrandPreview } from './BrandPreview';
import { contrastProblems, warningText } from './contrast';
import { NoticesEditor } from './NoticesEditor';

/** The largest logo the form sends (the server checks again). */
export const MAX_LOGO_BYTES = 200 * 1024;
const LOGO_TYPES = ['image/svg+xml', 'image/png'] as const;

/** The form's fields: a brand's settings, the aliases as one comma-separated text. */
type BrandForm = Omit<Required<CreateBrandBody>, 'aliases' | 'casinoImageKey'>;

const NEW_BRAND: BrandForm = {
  domain: '',
  title: '',
  layout: 'tamannah',
  primaryColor: '#1f3b73',
  secondaryColor: '#f2b233',
  backgroundColor: '#eef1f5',
};

/**
 * A brand's page (issue 16 item 2, Admin): create (`/brands/new`) or edit title, domains,
 * layout and colours beside a live preview; the logo, the status, the notices and the banners.
 */
export function BrandPage() {
  const { domainId } = useParams();
  const brands = useBrandsQuery(undefined, { skip: !domainId });
  if (!domainId) return <BrandForm />;
  if (brands.isLoading) return <Loading />;
  if (brands.isError) return <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />;
  const brand = brands.data?.find((b) => b._id === domainId);
  if (!brand)
    return (
      <p className="state state--error" role="alert">
        Unknown brand. <Link to="/brands">Back to the brands</Link>
      </p>
    );
  return (
    <>
      <BrandForm brand={brand} key={brand._id} />
      <div className="grid">
        <LogoForm brand={brand} />
        <StatusForm brand={brand} />
      </div>
      <NoticesEditor domainId={brand._id} />
      <BannersEditor domainId={brand._id} />
    </>
  );
}

const COLOURS = [
  { key: 'primaryColor', label: 'Primary colour' },
  { key: 'secondaryColor', label: 'Secondary colour' },
  { key: 'backgroundColor', label: 'Background colour' },
] as const;

/** Title, domains, layout and colours, with the preview following every change. */
export function BrandForm({ brand }: { brand?: Brand }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<BrandForm>(() =>
    brand
      ? {
          domain: brand.domain,
          title: brand.title,
          layout: brand.layout,
          primaryColor: brand.primaryColor,
          secondaryColor: brand.secondaryColor,
          backgroundColor: brand.backgroundColor,
        }
      : NEW_BRAND,
  );
  const [otherDomains, setOtherDomains] = useState((brand?.aliases ?? []).join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useCreateBrandMutation();
  const [update, updated] = useUpdateBrandMutation();
  const state = brand ? updated : created;
  const warningsId = useId();
  // Issue 18: the pairs of the site's text and these colours below WCAG AA (4.5:1), as they change.
  const lowContrast = contrastProblems(form);
  const lowFields = new Set(lowContrast.flatMap((p) => p.fields));
  const set = <K extends keyof BrandForm>(key: K, value: BrandForm[K]) => {
    updated.reset();
    setForm((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim() || !form.domain.trim()) return setProblem('Title and domain are required.');
    setProblem(null);
    const aliases = otherDomains
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean);
    const body = { ...form, title: form.title.trim(), domain: form.domain.trim(), aliases };
    if (brand) await update({ domainId: brand._id, body });
    else {
      const answer = await create(body);
      if ('data' in answer && answer.data) navigate(`/brands/${answer.data.data._id}`);
    }
  };

  return (
    <section aria-labelledby="brand-title">
      <p className="crumbs">
        <Link to="/brands">Brands</Link> › {brand ? brand.title : 'New brand'}
      </p>
      <h1 id="brand-title">{brand ? `Brand: ${brand.title}` : 'Create brand'}</h1>
      <div className="brand-editor">
        <form className="card form" onSubmit={submit} noValidate aria-label="Brand settings">
          <Field label="Title">
            {(p) => (
              <input {...p} value={form.title} onChange={(e) => set('title', e.target.value)} required />
            )}
          </Field>
          <Field label="Domain" hint="The host name the site answers on, e.g. aura.localhost.">
            {(p) => (
              <input {...p} value={form.domain} onChange={(e) => set('domain', e.target.value)} required />
            )}
          </Field>
          <Field label="Other domains" hint="Comma-separated, optional.">
            {(p) => <input {...p} value={otherDomains} onChange={(e) => setOtherDomains(e.target.value)} />}
          </Field>
          <Field label="Layout">
            {(p) => (
              <select
                {...p}
                value={form.layout}
                onChange={(e) => set('layout', e.target.value as LayoutName)}
              >
                {LAYOUT_OPTIONS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="colours">
            {COLOURS.map(({ key, label }) => (
              <Field key={key} label={label}>
                {(p) => (
                  <span className="colour">
                    <input
                      {...p}
                      type="color"
                      value={form[key]}
                      onChange={(e) => set(key, e.target.value)}
                      aria-describedby={lowFields.has(key) ? warningsId : undefined}
                    />
                    <code>{form[key]}</code>
                    {lowFields.has(key) ? <span className="badge badge--warn">Low contrast</span> : null}
                  </span>
                )}
              </Field>
            ))}
          </div>
          <div id={warningsId} aria-live="polite" data-testid="contrast-warnings">
            {lowContrast.length > 0 ? (
              <div className="contrast-warning">
                <strong>Some text on this brand fails WCAG AA colour contrast:</strong>
                <ul>
                  {lowContrast.map((p) => (
                    <li key={p.id}>{warningText(p)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <FormResult
            problem={problem}
            error={state.error}
            success={state.isSuccess && brand ? 'Brand saved.' : null}
          />
          <button type="submit" className="btn btn--primary" disabled={state.isLoading}>
            {brand ? 'Save brand' : 'Create brand'}
          </button>
        </form>
        <BrandPreview brand={{ ...form, logoUrl: brand?.logoUrl }} />
      </div>
    </section>
  );
}

/** The file's bytes as base64 (no data: prefix). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Logo upload: an SVG or PNG file, size-checked, sent as base64 JSON. */
function LogoForm({ brand }: { brand: Brand }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading, error, isSuccess }] = useUploadLogoMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose an SVG or PNG file.');
    const type = LOGO_TYPES.find((t) => t === file.type);
    if (!type) return setProblem('The logo must be an SVG or PNG file.');
    if (file.size > MAX_LOGO_BYTES)
      return setProblem(`The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`);
    setProblem(null);
    await upload({ domainId: brand._id, contentType: type, dataBase64: await base64Of(file) });
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="logo-title">
      <h2 id="logo-title">Logo</h2>
      {brand.logoUrl && (
        <img className="logo-current" src={brand.logoUrl} alt={`Current logo of ${brand.title}`} />
      )}
      <Field label="Logo file" hint="SVG or PNG, at most 200 KB.">
        {(p) => (
          <input
            {...p}
            type="file"
            accept=".svg,.png,image/svg+xml,image/png"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <FormResult problem={problem} error={error} success={isSuccess ? 'Logo uploaded.' : null} />
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Upload logo
      </button>
    </form>
  );
}

/** Active or suspended (a suspended brand's site sends its visitors away). */
function StatusForm({ brand }: { brand: Brand }) {
  const [setStatus, { isLoading, error }] = useSetBrandStatusMutation();
  const next = brand.status === 'active' ? 'suspend' : 'active';
  return (
    <section className="card form" aria-labelledby="status-title">
      <h2 id="status-title">Status</h2>
      <p>
        This brand is <strong>{brand.status === 'active' ? 'active' : 'suspended'}</strong>.
      </p>
      <FormResult error={error} />
      <button
        type="button"
        className={`btn ${next === 'suspend' ? 'btn--danger' : 'btn--primary'}`}
        disabled={isLoading}
        onClick={() => void setStatus({ domainId: brand._id, status: next })}
      >
        {next === 'suspend' ? 'Suspend brand' : 'Activate brand'}
      </button>
    </section>
  );
}
