/** Injected by the shared webpack config: the federation name and version of the package being built. */
declare const __MF_NAME__: string;
declare const __MF_VERSION__: string;

declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
