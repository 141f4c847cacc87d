/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the IP lookup run before sign-in (docs/rules/specification.md §7); defaults to `/api/ip`. */
  readonly VITE_IP_LOOKUP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
