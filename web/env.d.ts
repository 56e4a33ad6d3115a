// Vite turns imported pictures into URLs of the built assets.
declare module '*.webp' {
  const url: string;
  export default url;
}

// What Vite tells the app about its build.
interface ImportMeta {
  readonly env: { readonly PROD: boolean; readonly DEV: boolean; readonly MODE: string };
}
