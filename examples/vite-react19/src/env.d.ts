interface ImportMetaEnv {
  /** The bondkit server, on another origin than this app. */
  readonly VITE_BONDKIT_API?: string;
}
