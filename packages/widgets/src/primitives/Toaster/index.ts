export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
