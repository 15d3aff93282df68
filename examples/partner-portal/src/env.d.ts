/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The bondkit API's base URL. Default http://localhost:8080/. */
  readonly VITE_BONDKIT_API?: string;
}
